import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { BRAND, codeBlock, finePrint, layout, type MailContent, paragraph, plainText } from './layout.js';

interface CodeMail {
  firstName: string;
  code: string;
  minutes: number;
  /** Completes the same step in the browser, without the code (sign-up and reset). */
  link?: string | null;
}

/** The link as a button and written out, after the code (a link may hold digits; the code comes first). */
const linkBlock = (link: string, action: string) =>
  paragraph(
    `<a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a><br><span style="font-size:12px;color:#555">or open ${escapeHtml(link)}</span>`,
  );

/**
 * The code comes before any other number in the text part: the dev catcher logs the first 4-digit
 * number it finds, and people skimming the message look for the code first.
 */
function codeMail(
  subject: string,
  { firstName, code, minutes, link }: CodeMail,
  lead: string,
  notYou: string,
  detail?: string,
  linkAction = 'Continue',
): MailContent {
  const greeting = `Hi ${firstName},`;
  const validity = link
    ? `The code and the link are valid for ${minutes} minutes and work once.`
    : `The code is valid for ${minutes} minutes and works once.`;
  const orLink = 'Or open this link to continue without the code (it works even if codes are refused):';
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
        ...(link ? [paragraph(escapeHtml(orLink)), linkBlock(link, linkAction)] : []),
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
      ...(link ? [orLink, link, ''] : []),
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
