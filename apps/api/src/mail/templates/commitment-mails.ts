import { button, finePrint, greeting, paragraph } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

const settingsHint = finePrint(`You can turn these e-mails off on your ${BRAND} profile page.`);

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
  return renderMail({
    subject: data.title,
    preheader: data.body,
    blocks: [greeting(data.firstName), paragraph(data.body), button(data.link, data.linkLabel), settingsHint],
  });
}
