import { finePrint, greeting, paragraph } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

/** Sent to the old address once an account is deleted: what went, what stayed, and how to come back. */
export function accountDeletedMail({
  firstName,
  publicUrl,
}: {
  firstName: string;
  publicUrl: string;
}): MailContent {
  const lead = `Your ${BRAND} account and this e-mail address's sign-in were deleted, as you asked.`;
  return renderMail({
    subject: `Your ${BRAND} account was deleted`,
    preheader: lead,
    blocks: [
      greeting(firstName),
      paragraph(lead),
      paragraph(
        'Your profile, photo, pitches, their files and your contact requests were removed. Messages you sent stay in the other person’s conversation under “Deleted user”, read-only.',
      ),
      paragraph(
        `You are welcome back at any time: you can sign up again with this address at ${publicUrl}/signup.`,
      ),
      finePrint('If you did not delete your account, please contact us at once by replying to this e-mail.'),
    ],
  });
}
