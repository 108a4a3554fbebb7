import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The app's own country (sign-up starts with Canada, amounts are in C$): a number saved without its
 * country code, as a pitch's team members' are, is read as Canadian when it is a valid Canadian number.
 */
const HOME_CALLING_CODE = '1';

export interface ShownPhone {
  /** As people read it: '+1 416 555 0142', '+44 7700 900123'. */
  text: string;
  /** For a tel: link: the number in E.164 when it parses, else its digits as typed. */
  href: string;
}

/**
 * A phone number formatted for reading (libphonenumber-js), from the number as stored and, when it was
 * stored apart, its country's ISD code ('1', '+44'). A number that does not parse is shown as typed.
 */
export function formatPhone(number: string, isdCode?: string | null): ShownPhone {
  const typed = number.trim();
  const isd = isdCode?.trim().replace(/^\+/, '') ?? '';
  const parsed =
    parsePhoneNumberFromString(typed, { defaultCallingCode: isd || HOME_CALLING_CODE }) ??
    (isd ? parsePhoneNumberFromString(`+${isd}${typed}`) : undefined);
  if (parsed?.isValid()) return { text: parsed.formatInternational(), href: `tel:${parsed.number}` };
  const digits = typed.replace(/[^\d+]/g, '');
  const text = isd && !typed.startsWith('+') ? `+${isd} ${typed}` : typed;
  return { text, href: `tel:${isd && !digits.startsWith('+') ? `+${isd}` : ''}${digits}` };
}
