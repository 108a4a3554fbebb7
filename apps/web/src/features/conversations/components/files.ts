import {
  acceptOf,
  conversationTexts,
  MESSAGE_FILE_KINDS,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  mimeTypesOf,
  nameFitsKinds,
} from '@angelbridge/contracts';

/** What the file picker offers; the server checks the bytes again. */
export const ACCEPT = acceptOf(MESSAGE_FILE_KINDS);
const TYPES = new Set(mimeTypesOf(MESSAGE_FILE_KINDS));

/** Why these files cannot go (the first reason found), or null: checked before anything is uploaded. */
export function filesProblem(files: File[]): string | null {
  if (files.length > MESSAGE_FILES_MAX) return conversationTexts.fileCount;
  for (const file of files) {
    if (!(TYPES.has(file.type) || (!file.type && nameFitsKinds(MESSAGE_FILE_KINDS, file.name))))
      return conversationTexts.fileType;
    if (file.size > MESSAGE_FILE_MAX_BYTES) return conversationTexts.fileSize;
  }
  return null;
}
