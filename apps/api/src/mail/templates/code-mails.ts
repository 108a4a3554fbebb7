import {
  BRAND,
  codeBlock,
  escapeHtml,
  finePrint,
  layout,
  type MailContent,
  paragraph,
  plainText,
} from './layout.js';

interface CodeMail {
  firstName: string;
  code: string;
  minutes: number;
}

/**
 * The code comes before any other number in the text part: the dev catcher logs the first 4-digit
 * number it finds, and people skimming the message look for the code first.
 */
function codeMail(
  subject: string,
  { firstName, code, minutes }: CodeMail,
  lead: string,
  notYou: string,
  detail?: string,
): MailContent {
  const greeting = `Hi ${firstName},`;
  const validity = `The code is valid for ${minutes} minutes and works once.`;
  const details = detail ? [detail] : [];
  return {
    subject,
    html: layout({
      title: subject,
      preheader: `${lead} ${code}`,
      body: [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(lead)),
        codeBlock(code),
        ...details.map((line) => paragraph(escapeHtml(line))),
        paragraph(escapeHtml(validity)),
        finePrint(escapeHtml(notYou)),
      ].join('\n'),
    }),
    text: plainText([
      greeting,
      '',
      lead,
      '',
      `    ${code}`,
      '',
      ...details.flatMap((line) => [line, '']),
      validity,
      '',
      notYou,
    ]),
  };
}

export function signUpCodeMail(data: CodeMail): MailContent {
  return codeMail(
    `Your ${BRAND} sign-up code`,
    data,
    `Welcome to ${BRAND}. Enter this code to confirm your e-mail address:`,
    `If you did not sign up for ${BRAND}, you can ignore this e-mail; no account is activated without the code.`,
  );
}

export function resetCodeMail(data: CodeMail): MailContent {
  return codeMail(
    `Your ${BRAND} password reset code`,
    data,
    'Enter this code to choose a new password:',
    'If you did not ask to reset your password, ignore this e-mail; your password stays as it is.',
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
