import type { ContactRole } from '@angelbridge/contracts';
import { escapeHtml } from '@angelbridge/contracts/escape-html';
import type { QueuedMail } from '../../mail/mail-queue.js';

export interface ContactMailInput {
  name: string;
  email: string;
  role: ContactRole;
  subject: string;
  message: string;
  /** The visitor's file by its storage URL: the queue's worker streams it from storage as the mail goes out. */
  attachment: { filename: string; url: string; size: number } | null;
}

const ROLE_LABELS: Record<ContactRole, string> = {
  entrepreneur: 'Entrepreneur',
  investor: 'Investor',
  other: 'Other',
};

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The team's copy of a contact-form message; whatever the visitor typed is escaped, never markup. */
export function contactTeamMail(to: string, input: ContactMailInput): QueuedMail {
  const fields: [string, string][] = [
    ['Name', input.name],
    ['E-mail', input.email],
    ['Role', ROLE_LABELS[input.role]],
    ['Subject', input.subject],
    ['Contact me', 'Yes'],
  ];
  if (input.attachment) {
    fields.push(['Attachment', `${input.attachment.filename} (${megabytes(input.attachment.size)})`]);
  }
  const text = [
    'A new message came through the AngelBridge contact form.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    input.message,
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<p>A new message came through the AngelBridge contact form.</p>
<table cellpadding="4">${rows}</table>
<p><strong>Message:</strong></p>
<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`;
  return {
    to,
    // a header: line breaks in it would start new headers
    subject: `Contact form: ${input.subject}`.replace(/[\r\n]+/g, ' '),
    text,
    html,
    replyTo: input.email,
    ...(input.attachment
      ? { attachments: [{ filename: input.attachment.filename, url: input.attachment.url }] }
      : {}),
  };
}
