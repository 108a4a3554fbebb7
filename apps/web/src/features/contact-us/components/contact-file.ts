import {
  acceptOf,
  CONTACT_FILE_KINDS,
  CONTACT_FILE_MAX_BYTES,
  messages,
  nameFitsKinds,
} from '@angelbridge/contracts';

/** What the file picker offers: pdf, ppt and doc, old and new Office formats alike (§5). */
export const CONTACT_FILE_ACCEPT = acceptOf(CONTACT_FILE_KINDS);

/**
 * The check the browser can make before sending: size and name. The server checks the bytes themselves,
 * so a renamed file is still refused there.
 */
export function contactFileError(file: File | null): string | null {
  if (!file) return null;
  if (file.size > CONTACT_FILE_MAX_BYTES) return messages.contactUs.fileSize;
  if (!nameFitsKinds(CONTACT_FILE_KINDS, file.name)) return messages.contactUs.fileType;
  return null;
}
