import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

const button = (href: string, label: string) =>
  `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1f4fd1;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

const settingsHint = `You can turn these e-mails off on your ${BRAND} profile page.`;

export interface RoundNoticeMail {
  firstName: string;
  /** The notice in one sentence; the subject is its title. */
  title: string;
  body: string;
  /** Absolute URL of the page to open. */
  link: string;
  linkLabel: string;
}

/** One e-mail per round notice (commitments, decisions, lead, closing): what happened and where to look. */
export function roundNoticeMail(data: RoundNoticeMail): MailContent {
  const subject = data.title.replace(/[\r\n]+/g, ' ');
  const greeting = `Hi ${data.firstName},`;
  return {
    subject,
    html: layout({
      title: subject,
      preheader: data.body,
      body: [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(data.body)),
        button(data.link, data.linkLabel),
        finePrint(escapeHtml(settingsHint)),
      ].join('\n'),
    }),
    text: plainText([greeting, '', data.body, '', `${data.linkLabel}: ${data.link}`, '', settingsHint]),
  };
}
