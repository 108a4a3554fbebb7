/**
 * What a stored name's extension stands for. The byte check chose the extension (never the uploader),
 * so the type served, and set on an object in a bucket, is the checked one.
 */
const TYPES: Record<string, { type: string; inline: boolean }> = {
  png: { type: 'image/png', inline: true },
  jpg: { type: 'image/jpeg', inline: true },
  jpeg: { type: 'image/jpeg', inline: true },
  gif: { type: 'image/gif', inline: true },
  webp: { type: 'image/webp', inline: true },
  // only the demo seed stores SVG (its generated avatars); uploads of SVG are refused by the byte check
  svg: { type: 'image/svg+xml', inline: true },
  pdf: { type: 'application/pdf', inline: true },
  doc: { type: 'application/msword', inline: false },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false },
  ppt: { type: 'application/vnd.ms-powerpoint', inline: false },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', inline: false },
};

/** Stored names are random hex with the checked extension; anything else is not one of ours. */
const STORED_NAME = /^[A-Za-z0-9_-]{1,128}\.([a-z0-9]{1,5})$/;

/** The type a stored name's extension stands for, or undefined when it is not one of ours. */
export function storedType(name: string) {
  const ext = STORED_NAME.exec(name)?.[1]?.toLowerCase();
  return ext ? TYPES[ext] : undefined;
}
