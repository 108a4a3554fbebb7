import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

/** One followed pitch's news or saved-search match: what the bell says, with an absolute link. */
export interface AlertLine {
  title: string;
  body: string;
  /** Absolute URL on the web app. */
  link: string;
}

const settingsHint =
  `Choose between an e-mail for each alert and one daily digest in your ${BRAND} notification settings; ` +
  'unfollow a pitch from its page, or turn a saved search off on /invest.';

const item = (line: AlertLine) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(line.link)}" style="color:#1f4fd1;font-weight:600">${escapeHtml(line.title)}</a><br>${escapeHtml(line.body)}</p>`;

/** One alert, told as it happened. */
export function alertMail(firstName: string, line: AlertLine): MailContent {
  const subject = line.title.replace(/[\r\n]+/g, ' ');
  const greeting = `Hi ${firstName},`;
  return {
    subject,
    html: layout({
      title: subject,
      preheader: line.body,
      body: [paragraph(escapeHtml(greeting)), item(line), finePrint(escapeHtml(settingsHint))].join('\n'),
    }),
    text: plainText([greeting, '', line.title, line.body, line.link, '', settingsHint]),
  };
}

/** The daily digest: every alert since the last one, each once, oldest first. */
export function alertDigestMail(firstName: string, lines: AlertLine[]): MailContent {
  const count = lines.length;
  const subject = `Your ${BRAND} digest: ${count === 1 ? '1 update' : `${count} updates`}`;
  const greeting = `Hi ${firstName},`;
  const lead = 'Here is what happened on the pitches you follow and your saved searches:';
  return {
    subject,
    html: layout({
      title: subject,
      preheader: lead,
      body: [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(lead)),
        ...lines.map(item),
        finePrint(escapeHtml(settingsHint)),
      ].join('\n'),
    }),
    text: plainText([
      greeting,
      '',
      lead,
      ...lines.flatMap((l) => ['', l.title, l.body, l.link]),
      '',
      settingsHint,
    ]),
  };
}
