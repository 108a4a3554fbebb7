import { button, code, finePrint, greeting, paragraph } from './blocks.js';
import { BRAND, type MailContent } from './layout.js';
import { renderMail } from './render-mail.js';

interface CodeMail {
  firstName: string;
  code: string;
  minutes: number;
  /** Completes the same step in the browser, without the code (sign-up and reset). */
  link?: string | null;
}

/**
 * The code comes before any other number in the text part: the dev catcher logs the first 4-digit
 * number it finds, and people skimming the message look for the code first. The link, when there
 * is one, follows the code (a link may hold digits).
 */
function codeMail(
  subject: string,
  { firstName, code: value, minutes, link }: CodeMail,
  lead: string,
  notYou: string,
  detail?: string,
  linkAction = 'Continue',
): MailContent {
  const validity = link
    ? `The code and the link are valid for ${minutes} minutes and work once.`
    : `The code is valid for ${minutes} minutes and works once.`;
  return renderMail({
    subject,
    preheader: `${lead} ${value}`,
    blocks: [
      greeting(firstName),
      paragraph(lead),
      code(value),
      link &&
        button(link, linkAction, {
          lead: 'Or open this link to continue without the code (it works even if codes are refused):',
          spelledOut: true,
        }),
      detail && paragraph(detail),
      paragraph(validity),
      finePrint(notYou),
    ],
  });
}

export function signUpCodeMail(data: CodeMail): MailContent {
  return codeMail(
    `Your ${BRAND} sign-up code`,
    data,
    `Welcome to ${BRAND}. Enter this code to confirm your e-mail address:`,
    `If you did not sign up for ${BRAND}, you can ignore this e-mail; no account is activated without the code.`,
    undefined,
    'Confirm my e-mail',
  );
}

export function resetCodeMail(data: CodeMail): MailContent {
  return codeMail(
    `Your ${BRAND} password reset code`,
    data,
    'Enter this code to choose a new password:',
    'If you did not ask to reset your password, ignore this e-mail; your password stays as it is.',
    undefined,
    'Choose a new password',
  );
}

export function emailChangeCodeMail(data: CodeMail): MailContent {
  return codeMail(
    `Confirm your new e-mail address for ${BRAND}`,
    data,
    `Enter this code in ${BRAND} to make this your account's e-mail address:`,
    'If you did not change your e-mail address, ignore this e-mail; your account keeps its current address.',
  );
}

export function mobileChangeCodeMail(data: CodeMail & { mobile: string }): MailContent {
  return codeMail(
    `Confirm your new mobile number on ${BRAND}`,
    data,
    `Enter this code in ${BRAND} to confirm your new mobile number:`,
    'If you did not change your mobile number, sign in and change your password; your number stays as it is.',
    // after the code, so a number of four digits is never taken for it
    `New mobile number: ${data.mobile}`,
  );
}
