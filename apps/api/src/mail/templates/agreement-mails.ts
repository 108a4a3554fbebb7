import { button, finePrint, greeting, paragraph, quote } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

export interface AgreementNoticeMail {
  firstName: string;
  /** The notice in a few words; the subject. */
  title: string;
  body: string;
  /** The founder's reason, when an agreement was voided. */
  reason?: string | null;
  /** Absolute URL of the agreement's page. */
  link: string;
  linkLabel: string;
}

/** An agreement to sign, signed by the other side, voided, or a reminder: what happened and where to look. */
export function agreementNoticeMail(data: AgreementNoticeMail): MailContent {
  return renderMail({
    subject: data.title,
    preheader: data.body,
    blocks: [
      greeting(data.firstName),
      paragraph(data.body),
      ...(data.reason ? [quote(data.reason, 'Reason')] : []),
      button(data.link, data.linkLabel),
      finePrint(`You can turn these e-mails off on your ${BRAND} profile page.`),
    ],
  });
}

export interface AgreementCompletedMail {
  firstName: string;
  pitchName: string;
  completedSha256: string;
  /** Absolute URLs: the agreement's page and the public verification page. */
  link: string;
  verifyLink: string;
}

/**
 * The completed agreement, sent to both parties with its PDF attached. Always sent (the consent each
 * signer gave covers receiving it electronically), whatever their notice switches say.
 */
export function agreementCompletedMail(data: AgreementCompletedMail): MailContent {
  return renderMail({
    subject: `Signed: your agreement for ${data.pitchName}`,
    preheader: 'Both parties have signed. The completed PDF is attached.',
    blocks: [
      greeting(data.firstName),
      paragraph(
        `Both parties have signed the agreement for ${data.pitchName}. The completed PDF, with its signature ` +
          'certificate, is attached: keep it with your records.',
      ),
      paragraph(`Its SHA-256 hash is ${data.completedSha256}.`),
      button(data.link, 'Open the agreement'),
      finePrint(`Anyone can check that a copy is unchanged at ${data.verifyLink}.`),
    ],
  });
}
