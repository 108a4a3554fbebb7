import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, layout, type MailContent, paragraph, plainText } from './layout.js';

export interface PitchUnpublishedMail {
  ownerFirstName: string;
  pitchName: string;
  reason: string;
  /** Absolute URL of the founder's pitch list, where the reason is shown too. */
  link: string;
}

/** Tells a founder an admin took their pitch down, and why (issue 21). */
export function pitchUnpublishedMail(data: PitchUnpublishedMail): MailContent {
  const subject = `Your pitch ${data.pitchName} was unpublished`;
  const greeting = `Hi ${data.ownerFirstName},`;
  const lead = `${BRAND} has unpublished your pitch "${data.pitchName}". It is out of public view until we restore it.`;
  const why = `The reason: ${data.reason}`;
  const next = `You can still see and edit it on your pitch list: ${data.link}. Reply to this e-mail or use the contact form if you have questions.`;
  return {
    subject: subject.replace(/[\r\n]+/g, ' '),
    html: layout({
      title: subject,
      preheader: lead,
      body: [greeting, lead, why, next].map((line) => paragraph(escapeHtml(line))).join('\n'),
    }),
    text: plainText([greeting, '', lead, '', why, '', next]),
  };
}
