import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

/** Sent to the old address once an account is deleted: what went, what stayed, and how to come back. */
export function accountDeletedMail({
  firstName,
  publicUrl,
}: {
  firstName: string;
  publicUrl: string;
}): MailContent {
  const subject = `Your ${BRAND} account was deleted`;
  const lines = [
    `Your ${BRAND} account and this e-mail address's sign-in were deleted, as you asked.`,
    'Your profile, photo, pitches, their files and your contact requests were removed. Messages you sent stay in the other person’s conversation under “Deleted user”, read-only.',
    `You are welcome back at any time: you can sign up again with this address at ${publicUrl}/signup.`,
  ];
  const note = `If you did not delete your account, please contact us at once by replying to this e-mail.`;
  return {
    subject,
    html: layout({
      title: subject,
      preheader: lines[0] ?? subject,
      body: [`Hi ${firstName},`, ...lines]
        .map((line) => paragraph(escapeHtml(line)))
        .concat(finePrint(escapeHtml(note)))
        .join('\n'),
    }),
    text: plainText([`Hi ${firstName},`, '', ...lines.flatMap((line) => [line, '']), note]),
  };
}
