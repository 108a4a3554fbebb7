import { button, finePrint, greeting, paragraph, quote } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

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
  /** The newest of them (at most MAIL_MESSAGES_SHOWN), oldest first; plain text, escaped when rendered. */
  messages: { body: string; files: number }[];
  /** Absolute URL of the conversation on the web app. */
  link: string;
}

const excerpt = (body: string) => (body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS)}…` : body);
const filesLine = (files: number) => (files === 1 ? '[1 file attached]' : `[${files} files attached]`);
const lineOf = (m: { body: string; files: number }) =>
  [excerpt(m.body), m.files > 0 ? filesLine(m.files) : ''].filter(Boolean).join('\n');

/** One e-mail for a burst of messages left unread: what they say, and a link to answer. */
export function unreadMessagesMail(data: UnreadMessagesMail): MailContent {
  const count = data.total;
  const lead =
    count === 1
      ? `${data.senderName} wrote to you about "${data.pitchName}" and it is still unread:`
      : `${data.senderName} wrote to you about "${data.pitchName}"; these ${count} messages are still unread:`;
  const shown = data.messages.slice(-MAIL_MESSAGES_SHOWN);
  const more = count - shown.length;
  return renderMail({
    subject: `${data.senderName} sent you ${count === 1 ? 'a message' : `${count} messages`} about ${data.pitchName}`,
    preheader: lead,
    blocks: [
      greeting(data.recipientFirstName),
      paragraph(lead),
      more > 0 && paragraph(`And ${more} earlier ${more === 1 ? 'message' : 'messages'}.`),
      ...shown.map((m) => quote(lineOf(m))),
      button(data.link, 'Open the conversation', { lead: 'Read and answer on AngelBridge:' }),
      finePrint(`You can turn these e-mails off in your ${BRAND} notification settings.`),
    ],
  });
}
