import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  FILE_KIND_NAMES,
  MAX_DOCUMENTS,
  messages,
  mimeTypesOf,
  nameFitsKinds,
  type PitchDocument,
} from '@angelbridge/contracts';

/** A document on the step: stored on the server, or newly chosen and not yet sent (the spec's isChanged). */
export type DocumentItem =
  | { key: string; isChanged: false; stored: PitchDocument }
  | { key: string; isChanged: true; file: File; kind: 'pdf' | 'image' };

/** The dropzone's accept: each MIME type of the document kinds with its file-name endings. */
export const DOCUMENT_ACCEPT = Object.fromEntries(
  DOCUMENT_KINDS.flatMap((kind) =>
    FILE_KIND_NAMES[kind].mime.map((mime) => [mime, [...FILE_KIND_NAMES[kind].ext]]),
  ),
);

/** The server's rule (§5, D5), checked before upload so nobody waits for a refusal; the server checks bytes. */
export function documentProblem(file: File): string | null {
  const typeOk = file.type === '' || mimeTypesOf(DOCUMENT_KINDS).includes(file.type);
  if (!typeOk || !nameFitsKinds(DOCUMENT_KINDS, file.name)) return messages.documents.type;
  if (file.size > DOCUMENT_MAX_BYTES) return messages.documents.size;
  return null;
}

let counter = 0;

/**
 * Adds the chosen files that pass the checks, up to the per-pitch limit; returns the kept list and the
 * first reason a file was left out.
 */
export function addFiles(
  items: readonly DocumentItem[],
  files: readonly File[],
): { items: DocumentItem[]; problem: string | null } {
  const next = [...items];
  let problem: string | null = null;
  for (const file of files) {
    const reason = documentProblem(file);
    if (reason) {
      problem ??= reason;
      continue;
    }
    if (next.length >= MAX_DOCUMENTS) {
      problem ??= messages.documents.tooMany;
      break;
    }
    counter += 1;
    const kind = /\.pdf$/i.test(file.name) ? 'pdf' : 'image';
    next.push({ key: `new-${counter}`, isChanged: true, file, kind });
  }
  return { items: next, problem };
}

export function storedItems(documents: readonly PitchDocument[]): DocumentItem[] {
  return documents.map((stored) => ({ key: stored._id, isChanged: false, stored }));
}

/**
 * How far each new file is, from the bytes of the one multipart body sent so far. Files go last and in
 * order, so file i is done once everything up to its end has left; the small field part goes first.
 */
export function fileFractions(sizes: readonly number[], loaded: number, total: number): number[] {
  const fileBytes = sizes.reduce((sum, size) => sum + size, 0);
  // The multipart framing and text fields, spread before and between the files.
  const overhead = Math.max(0, total - fileBytes);
  let end = overhead;
  return sizes.map((size) => {
    const start = end;
    end += size;
    if (size === 0) return loaded >= start ? 1 : 0;
    return Math.min(1, Math.max(0, (loaded - start) / size));
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
