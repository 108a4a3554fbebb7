import { conversationTexts, MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from '@angelbridge/contracts';

/** What the file picker offers; the server checks the bytes again. */
export const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';
const TYPES = new Set(ACCEPT.split(','));
const EXTENSIONS = /\.(pdf|png|jpe?g|webp|gif)$/i;

/** Why these files cannot go (the first reason found), or null: checked before anything is uploaded. */
export function filesProblem(files: File[]): string | null {
  if (files.length > MESSAGE_FILES_MAX) return conversationTexts.fileCount;
  for (const file of files) {
    if (!(TYPES.has(file.type) || (!file.type && EXTENSIONS.test(file.name))))
      return conversationTexts.fileType;
    if (file.size > MESSAGE_FILE_MAX_BYTES) return conversationTexts.fileSize;
  }
  return null;
}
