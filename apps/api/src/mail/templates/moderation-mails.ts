import { greeting, paragraph } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

export interface PitchUnpublishedMail {
  ownerFirstName: string;
  pitchName: string;
  reason: string;
  /** Absolute URL of the founder's pitch list, where the reason is shown too. */
  link: string;
}

/** Tells a founder an admin took their pitch down, and why (issue 21). */
export function pitchUnpublishedMail(data: PitchUnpublishedMail): MailContent {
  const lead = `${BRAND} has unpublished your pitch "${data.pitchName}". It is out of public view until we restore it.`;
  return renderMail({
    subject: `Your pitch ${data.pitchName} was unpublished`,
    preheader: lead,
    blocks: [
      greeting(data.ownerFirstName),
      paragraph(lead),
      paragraph(`The reason: ${data.reason}`),
      paragraph(
        `You can still see and edit it on your pitch list: ${data.link}. Reply to this e-mail or use the contact form if you have questions.`,
      ),
    ],
  });
}
