import { messages } from '@angelbridge/contracts';
import sharp from 'sharp';
import type { UploadedFile } from '../../http/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { badRequest } from './pitch-owner.js';

/**
 * A founder's cover image, made into the two sizes the site shows: the card in lists and the wide
 * image on the pitch's page (both 16:9, as the web's cover frames are). The upload's type was read
 * from its bytes already (JPG, PNG or WebP); here it is decoded for real, so a file that only starts
 * like an image is refused too, and re-encoded, which drops its metadata (camera, GPS) on the way.
 */
export const COVER_SIZES = {
  card: { width: 640, height: 360 },
  page: { width: 1280, height: 720 },
} as const;

/** Decoding stops past this many pixels (a 12,000 x 12,000 bomb fits in 5 MB of PNG). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredCover {
  card: string;
  page: string;
}

async function readAll(storage: FileStorage, url: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(url)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** One size, cropped to fill from the middle, as WebP (a quarter of a JPEG's bytes at this quality). */
export function renderCover(input: Buffer, size: keyof typeof COVER_SIZES): Promise<Buffer> {
  const { width, height } = COVER_SIZES[size];
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // a phone photo's EXIF orientation, applied before the metadata is dropped
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Stores both sizes of an uploaded cover and answers their URLs; an image that does not decode is a
 * 400 on the `cover` field. The upload itself is not kept: the router removes it after the call.
 */
export async function storeCover(storage: FileStorage, upload: UploadedFile): Promise<StoredCover> {
  const input = await readAll(storage, upload.url);
  let card: Buffer;
  let page: Buffer;
  try {
    [card, page] = await Promise.all([renderCover(input, 'card'), renderCover(input, 'page')]);
  } catch {
    throw badRequest('cover', messages.overview.coverUnreadable);
  }
  const cardUrl = await storage.save(card, 'webp');
  try {
    return { card: cardUrl, page: await storage.save(page, 'webp') };
  } catch (error) {
    await storage.remove(cardUrl);
    throw error;
  }
}
