import { finePrint, greeting, paragraph } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

/** A short security notice: the greeting, what happened (the first line is the preheader), what to do if it was not you. */
function notice(
  subject: string,
  firstName: string,
  lines: [string, ...string[]],
  notYou: string,
): MailContent {
  return renderMail({
    subject,
    preheader: lines[0],
    blocks: [greeting(firstName), ...lines.map(paragraph), finePrint(notYou)],
  });
}

/** Someone signed up with an address that already has an account: its owner hears of it, nobody else. */
export function signUpAttemptMail({ firstName, publicUrl }: { firstName: string; publicUrl: string }) {
  return notice(
    `Someone tried to sign up to ${BRAND} with your e-mail address`,
    firstName,
    [
      `Someone just tried to create a new ${BRAND} account with this e-mail address, which already has an account.`,
      `If it was you, you can simply log in at ${publicUrl}/login, or reset your password there if you forgot it.`,
    ],
    'If it was not you, you do not need to do anything: no new account was created and yours is unchanged.',
  );
}

/** Too many wrong codes: codes for the account are refused for a day, the mailed links still work. */
export function codesPausedMail({ firstName }: { firstName: string }) {
  return notice(
    `${BRAND}: codes for your account are refused for today`,
    firstName,
    [
      'Someone entered too many wrong one-time codes for your account.',
      'To keep it safe, codes for your account are refused for the next 24 hours. The link in each code e-mail still works, and so does your password.',
    ],
    'If this was not you, you do not need to do anything; consider changing your password once you are signed in.',
  );
}

/** Too many wrong current passwords on /changePassword: someone holding a session may be guessing. */
export function passwordGuessesMail({ firstName, publicUrl }: { firstName: string; publicUrl: string }) {
  return notice(
    `${BRAND}: too many wrong passwords while changing yours`,
    firstName,
    [
      'Someone signed in to your account entered a wrong current password too many times while changing your password.',
      'To keep it safe, password changes for your account are paused for up to an hour.',
    ],
    `If this was not you, sign out everywhere and reset your password at ${publicUrl}/login.`,
  );
}

/**
 * An admin's first sign-in: the code that shows the authenticator set-up (besides the password). The
 * code stays inside its sentence: the dev catcher and the admin read it there.
 */
export function adminEnrolMail({ firstName, code }: { firstName: string; code: string }) {
  return notice(
    `${BRAND}: your code to set up two-step sign-in`,
    firstName,
    [
      `Your code is ${code}.`,
      'Enter it on the sign-in page to see the key for your authenticator app. It works for this sign-in only, for 10 minutes.',
    ],
    'If you did not just sign in to the admin console, someone has your password: tell another admin and change it.',
  );
}
