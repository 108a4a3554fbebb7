import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

/** Messages shown in one e-mail; the rest are counted, and read on AngelBridge. */
export const MAIL_MESSAGES_SHOWN = 10;
/** Characters of each message shown; a longer one ends with an ellipsis. */
const EXCERPT_CHARS = 500;

export interface UnreadMessagesMail {
  recipientFirstName: string;
  senderName: string;
  pitchName: string;
  /** How many are unread in all. */
  total: number;
  /** The newest of them (at most MAIL_MESSAGES_SHOWN), oldest first; plain text, escaped here. */
  messages: { body: string; files: number }[];
  /** Absolute URL of the conversation on the web app. */
  link: string;
}

const excerpt = (body: string) => (body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS)}…` : body);
const filesLine = (files: number) => (files === 1 ? '[1 file attached]' : `[${files} files attached]`);
const lineOf = (m: { body: string; files: number }) =>
  [excerpt(m.body), m.files > 0 ? filesLine(m.files) : ''].filter(Boolean).join('\n');

const quote = (text: string) =>
  `<blockquote style="margin:0 0 12px;padding:8px 16px;border-left:3px solid #c9d3f0;color:#3a3d4f;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;
const button = (href: string, label: string) =>
  `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1f4fd1;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;

const settingsHint = `You can turn these e-mails off in your ${BRAND} notification settings.`;

/** One e-mail for a burst of messages left unread: what they say, and a link to answer. */
export function unreadMessagesMail(data: UnreadMessagesMail): MailContent {
  const count = data.total;
  const subject = `${data.senderName} sent you ${count === 1 ? 'a message' : `${count} messages`} about ${data.pitchName}`;
  const greeting = `Hi ${data.recipientFirstName},`;
  const lead =
    count === 1
      ? `${data.senderName} wrote to you about "${data.pitchName}" and it is still unread:`
      : `${data.senderName} wrote to you about "${data.pitchName}"; these ${count} messages are still unread:`;
  const shown = data.messages.slice(-MAIL_MESSAGES_SHOWN);
  const more = count - shown.length;
  const moreLine = more > 0 ? `And ${more} earlier ${more === 1 ? 'message' : 'messages'}.` : null;
  const action = 'Read and answer on AngelBridge:';
  return {
    subject: subject.replace(/[\r\n]+/g, ' '),
    html: layout({
      title: subject,
      preheader: lead,
      body: [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(lead)),
        ...(moreLine ? [paragraph(escapeHtml(moreLine))] : []),
        ...shown.map((m) => quote(lineOf(m))),
        paragraph(escapeHtml(action)),
        button(data.link, 'Open the conversation'),
        finePrint(escapeHtml(settingsHint)),
      ].join('\n'),
    }),
    text: plainText([
      greeting,
      '',
      lead,
      ...(moreLine ? ['', moreLine] : []),
      ...shown.flatMap((m) => ['', lineOf(m)]),
      '',
      action,
      data.link,
      '',
      settingsHint,
    ]),
  };
}
