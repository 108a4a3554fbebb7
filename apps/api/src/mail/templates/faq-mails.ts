import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

export interface FaqPublishedMail {
  askerFirstName: string;
  pitchName: string;
  question: string;
  /** Absolute URL of the pitch page, where the answer is shown. */
  link: string;
}

const settingsHint = `You can turn these e-mails off in your ${BRAND} notification settings ("Decisions on my requests").`;

/** Tells an investor that a team published their question, as edited, on the pitch page, without their name. */
export function faqPublishedMail(data: FaqPublishedMail): MailContent {
  const subject = `Your question was published on ${data.pitchName}`;
  const greeting = `Hi ${data.askerFirstName},`;
  const lead = `The team of "${data.pitchName}" published a question you asked them, with their answer, on the pitch page. Your name is not shown with it.`;
  const asPublished = `As published: ${data.question}`;
  const action = `See it on ${BRAND}: ${data.link}`;
  const lines = [greeting, lead, asPublished, action];
  return {
    subject: subject.replace(/[\r\n]+/g, ' '),
    html: layout({
      title: subject,
      preheader: lead,
      body: [...lines.map((line) => paragraph(escapeHtml(line))), finePrint(escapeHtml(settingsHint))].join(
        '\n',
      ),
    }),
    text: plainText([greeting, '', lead, '', asPublished, '', action, '', settingsHint]),
  };
}
