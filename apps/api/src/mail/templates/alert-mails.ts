import { finePrint, greeting, list, paragraph } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

/** One followed pitch's news or saved-search match: what the bell says, with an absolute link. */
export interface AlertLine {
  title: string;
  body: string;
  /** Absolute URL on the web app. */
  link: string;
}

const settingsHint = finePrint(
  `Choose between an e-mail for each alert and one daily digest in your ${BRAND} notification settings; ` +
    'unfollow a pitch from its page, or turn a saved search off on /invest.',
);

const items = (lines: AlertLine[]) =>
  list(lines.map((line) => ({ title: line.title, body: line.body, href: line.link })));

/** One alert, told as it happened. */
export function alertMail(firstName: string, line: AlertLine): MailContent {
  return renderMail({
    subject: line.title,
    preheader: line.body,
    blocks: [greeting(firstName), items([line]), settingsHint],
  });
}

/** The daily digest: every alert since the last one, each once, oldest first. */
export function alertDigestMail(firstName: string, lines: AlertLine[]): MailContent {
  const count = lines.length;
  const lead = 'Here is what happened on the pitches you follow and your saved searches:';
  return renderMail({
    subject: `Your ${BRAND} digest: ${count === 1 ? '1 update' : `${count} updates`}`,
    preheader: lead,
    blocks: [greeting(firstName), paragraph(lead), items(lines), settingsHint],
  });
}
