import { CONTACT_FILE_MAX_BYTES, messages } from '@angelbridge/contracts';

/** What the file picker offers: pdf, ppt and doc, old and new Office formats alike (§5). */
export const CONTACT_FILE_ACCEPT = [
  '.pdf',
  '.ppt',
  '.pptx',
  '.doc',
  '.docx',
  'application/pdf',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

const EXTENSIONS = /\.(pdf|pptx?|docx?)$/i;

/**
 * The check the browser can make before sending: size and name. The server checks the bytes themselves,
 * so a renamed file is still refused there.
 */
export function contactFileError(file: File | null): string | null {
  if (!file) return null;
  if (file.size > CONTACT_FILE_MAX_BYTES) return messages.contactUs.fileSize;
  if (!EXTENSIONS.test(file.name)) return messages.contactUs.fileType;
  return null;
}
