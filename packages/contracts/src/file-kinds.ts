/**
 * File kinds and what browsers call them, without zod: a form that offers a file (its picker's `accept`,
 * a check before upload) renders with these before its schema loads (limits.ts). The server still decides
 * from the bytes.
 */

/** File kinds are recognised from the bytes on the server, never from the name. */
export type FileKind = 'png' | 'jpg' | 'pdf' | 'doc' | 'ppt' | 'gif' | 'webp';

export const IMAGE_KINDS = ['png', 'jpg'] as const satisfies readonly FileKind[];

/**
 * What a browser calls each kind: its MIME types and file-name endings. The web offers and pre-checks
 * files with these (a picker's `accept`, a check before upload); the server still decides from the bytes.
 */
export const FILE_KIND_NAMES: Readonly<
  Record<FileKind, { mime: readonly string[]; ext: readonly string[] }>
> = {
  png: { mime: ['image/png'], ext: ['.png'] },
  jpg: { mime: ['image/jpeg'], ext: ['.jpg', '.jpeg'] },
  pdf: { mime: ['application/pdf'], ext: ['.pdf'] },
  doc: {
    mime: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ext: ['.doc', '.docx'],
  },
  ppt: {
    mime: [
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ext: ['.ppt', '.pptx'],
  },
  gif: { mime: ['image/gif'], ext: ['.gif'] },
  webp: { mime: ['image/webp'], ext: ['.webp'] },
};

/** The MIME types of these kinds. */
export const mimeTypesOf = (kinds: readonly FileKind[]): string[] =>
  kinds.flatMap((k) => FILE_KIND_NAMES[k].mime);

/** The file-name endings of these kinds. */
export const extensionsOf = (kinds: readonly FileKind[]): string[] =>
  kinds.flatMap((k) => FILE_KIND_NAMES[k].ext);

/** A file input's `accept` for these kinds: their MIME types and endings. */
export const acceptOf = (kinds: readonly FileKind[]): string =>
  [...extensionsOf(kinds), ...mimeTypesOf(kinds)].join(',');

/** Whether a file's name ends like one of these kinds. */
export const nameFitsKinds = (kinds: readonly FileKind[], name: string): boolean =>
  extensionsOf(kinds).some((ext) => name.toLowerCase().endsWith(ext));
