import { finePrint, greeting, paragraph } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

export interface FaqPublishedMail {
  askerFirstName: string;
  pitchName: string;
  question: string;
  /** Absolute URL of the pitch page, where the answer is shown. */
  link: string;
}

/** Tells an investor that a team published their question, as edited, on the pitch page, without their name. */
export function faqPublishedMail(data: FaqPublishedMail): MailContent {
  const lead = `The team of "${data.pitchName}" published a question you asked them, with their answer, on the pitch page. Your name is not shown with it.`;
  return renderMail({
    subject: `Your question was published on ${data.pitchName}`,
    preheader: lead,
    blocks: [
      greeting(data.askerFirstName),
      paragraph(lead),
      paragraph(`As published: ${data.question}`),
      paragraph(`See it on ${BRAND}: ${data.link}`),
      finePrint(
        `You can turn these e-mails off in your ${BRAND} notification settings ("Decisions on my requests").`,
      ),
    ],
  });
}
