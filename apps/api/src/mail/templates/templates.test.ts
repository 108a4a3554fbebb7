import { describe, expect, it } from 'vitest';
import { accountDeletedMail } from './account-mails.js';
import { agreementCompletedMail, agreementNoticeMail } from './agreement-mails.js';
import { alertDigestMail, alertMail } from './alert-mails.js';
import { button, code, finePrint, greeting, list, paragraph, quote } from './blocks.js';
import { emailChangeCodeMail, mobileChangeCodeMail, resetCodeMail, signUpCodeMail } from './code-mails.js';
import { roundNoticeMail } from './commitment-mails.js';
import { contactDecisionMail, newContactRequestMail } from './contact-request-mails.js';
import { faqPublishedMail } from './faq-mails.js';
import type { MailContent } from './layout.js';
import { unreadMessagesMail } from './message-mails.js';
import { pitchUnpublishedMail } from './moderation-mails.js';
import { renderMail } from './render-mail.js';
import { adminEnrolMail, codesPausedMail, passwordGuessesMail, signUpAttemptMail } from './security-mails.js';

/** What a hostile person could type into a name, a pitch name, a note or a message. */
const EVIL = '<script>alert("x")</script> & Co\r\nBcc: victim@example.test';
const LINK = 'https://angelbridge.test/pitch/1?tab=a&x="y"';
const URL_BASE = 'https://angelbridge.test';
const code4 = '4821';

/** Every template, fed hostile text wherever a person's words go in. */
const templates: Record<string, () => MailContent> = {
  accountDeleted: () => accountDeletedMail({ firstName: EVIL, publicUrl: URL_BASE }),
  alert: () => alertMail(EVIL, { title: EVIL, body: EVIL, link: LINK }),
  alertDigest: () =>
    alertDigestMail(EVIL, [
      { title: EVIL, body: 'first body', link: LINK },
      { title: 'Second', body: EVIL, link: `${URL_BASE}/two` },
    ]),
  signUpCode: () => signUpCodeMail({ firstName: EVIL, code: code4, minutes: 10, link: LINK }),
  resetCode: () => resetCodeMail({ firstName: EVIL, code: code4, minutes: 10, link: LINK }),
  emailChangeCode: () => emailChangeCodeMail({ firstName: EVIL, code: code4, minutes: 10 }),
  mobileChangeCode: () => mobileChangeCodeMail({ firstName: EVIL, code: code4, minutes: 10, mobile: EVIL }),
  newContactRequest: () =>
    newContactRequestMail({
      ownerFirstName: EVIL,
      investorName: EVIL,
      pitchName: EVIL,
      note: EVIL,
      link: LINK,
    }),
  contactAllowed: () =>
    contactDecisionMail({
      investorFirstName: EVIL,
      pitchName: EVIL,
      allowed: true,
      reason: EVIL,
      expiresAt: new Date('2031-03-04T00:00:00Z'),
      link: LINK,
    }),
  contactDenied: () =>
    contactDecisionMail({
      investorFirstName: EVIL,
      pitchName: EVIL,
      allowed: false,
      reason: null,
      expiresAt: null,
      link: LINK,
    }),
  faqPublished: () => faqPublishedMail({ askerFirstName: EVIL, pitchName: EVIL, question: EVIL, link: LINK }),
  unreadMessages: () =>
    unreadMessagesMail({
      recipientFirstName: EVIL,
      senderName: EVIL,
      pitchName: EVIL,
      total: 12,
      messages: Array.from({ length: 11 }, (_, i) => ({ body: `${EVIL} #${i}`, files: i % 3 })),
      link: LINK,
    }),
  pitchUnpublished: () =>
    pitchUnpublishedMail({ ownerFirstName: EVIL, pitchName: EVIL, reason: EVIL, link: LINK }),
  signUpAttempt: () => signUpAttemptMail({ firstName: EVIL, publicUrl: URL_BASE }),
  codesPaused: () => codesPausedMail({ firstName: EVIL }),
  passwordGuesses: () => passwordGuessesMail({ firstName: EVIL, publicUrl: URL_BASE }),
  adminEnrol: () => adminEnrolMail({ firstName: EVIL, code: code4 }),
  roundNotice: () =>
    roundNoticeMail({ firstName: EVIL, title: EVIL, body: EVIL, link: LINK, linkLabel: 'Open the round' }),
  agreementNotice: () =>
    agreementNoticeMail({
      firstName: EVIL,
      title: EVIL,
      body: EVIL,
      reason: EVIL,
      link: LINK,
      linkLabel: 'Open',
    }),
  agreementCompleted: () =>
    agreementCompletedMail({
      firstName: EVIL,
      pitchName: EVIL,
      completedSha256: 'a'.repeat(64),
      link: LINK,
      verifyLink: `${URL_BASE}/verify-agreement`,
    }),
};

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The words a reader sees in the body of the HTML part (not the hidden preheader, the title or the footer). */
function visibleBody(html: string): string {
  const body = html.slice(html.indexOf('</h1>') + 5, html.lastIndexOf('<tr><td style="padding:20px 32px'));
  return squash(decode(body.replace(/<[^>]+>/g, ' ')));
}

/** The text part's lines, without the brand line every mail ends with. */
const textLines = (text: string) =>
  text
    .split('\n')
    .slice(0, -1)
    .map((line) => line.trim())
    .filter(Boolean);

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));

describe.each(Object.entries(templates))('the %s mail', (_name, make) => {
  const mail = make();

  it('when rendered, then every line of the text part is in the HTML part too', () => {
    const body = visibleBody(mail.html);
    const links = hrefs(mail.html);
    for (const line of textLines(mail.text)) {
      if (/^https?:\/\//.test(line)) expect(links).toContain(line);
      else expect(body).toContain(squash(line));
    }
  });

  it('when rendered, then every paragraph and quote of the HTML part is in the text part too', () => {
    const text = squash(mail.text);
    const blocks = mail.html
      .slice(mail.html.indexOf('</h1>'))
      .matchAll(/<(p|blockquote) style="[^"]*">(.*?)<\/\1>/gs);
    for (const [, , inner = ''] of blocks) {
      // a button's label is a verb for the HTML button; the text part gives its link instead
      const words = squash(decode(inner.replace(/<a [^>]*>.*?<\/a>(<br>)?/gs, ' ').replace(/<[^>]+>/g, ' ')));
      if (words && !words.startsWith('or open ')) expect(text).toContain(words);
    }
  });

  it('when rendered, then every link it has is in both parts, escaped in the HTML', () => {
    for (const href of hrefs(mail.html)) expect(mail.text).toContain(href);
    // as a button's href or written in a sentence: either way escaped, never raw
    if (mail.text.includes(LINK))
      expect(mail.html).toContain('https://angelbridge.test/pitch/1?tab=a&amp;x=&quot;y&quot;');
    expect(mail.html).not.toContain(LINK);
  });

  it('when someone typed markup and line breaks, then the HTML escapes them once and the subject is one line', () => {
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toContain('&amp;lt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    if (mail.text.includes('<script>'))
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text.endsWith('AngelBridge: Where entrepreneurs and angel investors find each other.')).toBe(
      true,
    );
  });
});

describe('renderMail', () => {
  it('when given every kind of block, then HTML and text say the same words in the same order', () => {
    const mail = renderMail({
      subject: 'Line one\r\nLine two',
      preheader: 'Pre\nheader',
      blocks: [
        greeting('Ada'),
        paragraph('First & only.'),
        false,
        quote('Said <this>', 'They wrote:'),
        code('1234'),
        list([{ title: 'Item', body: 'Its line', href: 'https://a.test/1' }]),
        button('https://a.test/go', 'Go', { lead: 'Go on:', spelledOut: true }),
        null,
        finePrint('Small print.'),
      ],
    });
    expect(mail.subject).toBe('Line one Line two');
    expect(mail.text).toBe(
      [
        'Hi Ada,',
        'First & only.',
        'They wrote: Said <this>',
        '    1234',
        'Item\nIts line\nhttps://a.test/1',
        'Go on:\nhttps://a.test/go',
        'Small print.',
        'AngelBridge: Where entrepreneurs and angel investors find each other.',
      ].join('\n\n'),
    );
    const body = visibleBody(mail.html);
    const order = [
      'Hi Ada,',
      'First & only.',
      'They wrote:',
      'Said <this>',
      '1234',
      'Item',
      'Its line',
      'Go on:',
      'Go',
      'Small print.',
    ];
    const positions = order.map((words) => body.indexOf(words));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(mail.html).toContain('First &amp; only.');
    expect(mail.html).toContain('Pre header');
    expect(mail.html).toContain('or open https://a.test/go');
  });
});
