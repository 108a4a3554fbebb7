import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

function notice(subject: string, greeting: string, lines: string[], note: string): MailContent {
  return {
    subject,
    html: layout({
      title: subject,
      preheader: lines[0] ?? subject,
      body: [greeting, ...lines]
        .map((line) => paragraph(escapeHtml(line)))
        .concat(finePrint(escapeHtml(note)))
        .join('\n'),
    }),
    text: plainText([greeting, '', ...lines.flatMap((line) => [line, '']), note]),
  };
}

/** Someone signed up with an address that already has an account: its owner hears of it, nobody else. */
export function signUpAttemptMail({ firstName, publicUrl }: { firstName: string; publicUrl: string }) {
  return notice(
    `Someone tried to sign up to ${BRAND} with your e-mail address`,
    `Hi ${firstName},`,
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
    `Hi ${firstName},`,
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
    `Hi ${firstName},`,
    [
      'Someone signed in to your account entered a wrong current password too many times while changing your password.',
      'To keep it safe, password changes for your account are paused for up to an hour.',
    ],
    `If this was not you, sign out everywhere and reset your password at ${publicUrl}/login.`,
  );
}

/** An admin's first sign-in: the code that shows the authenticator set-up (besides the password). */
export function adminEnrolMail({ firstName, code }: { firstName: string; code: string }) {
  return notice(
    `${BRAND}: your code to set up two-step sign-in`,
    `Hi ${firstName},`,
    [
      `Your code is ${code}.`,
      'Enter it on the sign-in page to see the key for your authenticator app. It works for this sign-in only, for 10 minutes.',
    ],
    'If you did not just sign in to the admin console, someone has your password: tell another admin and change it.',
  );
}
