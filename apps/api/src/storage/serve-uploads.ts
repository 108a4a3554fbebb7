import { pipeline } from 'node:stream/promises';
import { messages } from '@angelbridge/contracts';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { contentDisposition } from './content-disposition.js';
import { type ByteRange, type FileStorage, UPLOADS_PREFIX } from './file-storage.js';
import { storedType } from './stored-types.js';

export { contentDisposition } from './content-disposition.js';
export { storedType } from './stored-types.js';

/**
 * Serves stored files. Uploads are other people's bytes, so whatever they contain must not run in our
 * origin: the type comes from the stored extension (which the byte check chose, not the uploader),
 * `nosniff` stops browsers guessing another, and a sandboxing CSP keeps a file opened on its own from
 * running script or loading anything. PDFs open inline under the name they were uploaded with. A locked
 * document (the data room) is never served at its URL: only through a signed link (modules/insights).
 * The files of a hidden or draft pitch are served to its signed-in owner alone (a cookie, since an
 * <img> sends no Authorization header); anyone else gets 404.
 */

export const UPLOADS_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

export interface ServedDocument {
  /** The name it was uploaded under. */
  name: string;
  /** For approved investors only: never served here, only through a signed link. */
  locked: boolean;
}

/** A file some pitch uses (a document or a team photo). */
export interface ServedFile {
  /** The pitch document stored at this URL, or null (a team photo). */
  document: ServedDocument | null;
  /** When no pitch using it is public (hidden, draft): the owners, who alone may fetch it. */
  ownersOnly: string[] | null;
}

export interface ServeUploadsOptions {
  /** What the pitches that use the file at this URL say of it, or null when none does (a profile photo). */
  storedFile(url: string): Promise<ServedFile | null>;
  /** Whether this browser is signed in as `ownerId` (its files cookie, see http/session-binding.ts). */
  isSignedInAs(req: Request, ownerId: string): Promise<boolean>;
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).json({ success: false, message });
}

function notFound(res: Response) {
  refuse(res, 404, 'Not found.');
}

/**
 * How long browsers and proxies may keep a file. Photos never change under their random name. A public
 * document may be locked at any moment, so it is revalidated on every use; a signed link's bytes are
 * nobody's to keep.
 */
const CACHING = {
  immutable: 'public, max-age=604800, immutable',
  revalidate: 'no-cache',
  private: 'private, no-store',
} as const;

/**
 * The part of a Range header this file can answer: one satisfiable range (206), none at all or several
 * (the whole file, 200, as Express's sendFile did), or -1 when none can be met (416).
 */
function rangeOf(req: Request, size: number, etag: string): ByteRange | null | -1 {
  // If-Range: a range of another version of the file is worth nothing; send it whole
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== etag) return null;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return -1;
  if (!Array.isArray(ranges) || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ?? null;
}

/**
 * Sends one stored file (`name`, as stored) with the safe headers, from whichever store holds it:
 * conditional GETs (ETag, Last-Modified), one byte range, HEAD; a missing file is a 404, never a 500.
 */
export async function sendStoredFile(
  req: Request,
  res: Response,
  next: NextFunction,
  storage: FileStorage,
  name: string,
  { originalName, caching }: { originalName: string | null; caching: keyof typeof CACHING },
): Promise<void> {
  const known = storedType(name);
  const url = `${UPLOADS_PREFIX}${name}`;
  const stat = known ? await storage.stat(url) : null;
  if (!known || !stat) {
    notFound(res);
    return;
  }
  res.setHeader('Content-Type', known.type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', UPLOADS_CSP);
  res.setHeader('Cache-Control', CACHING[caching]);
  // images open inline without a name (photos); other documents carry the name they were uploaded under
  const named = known.type === 'application/pdf' || !known.inline ? originalName : null;
  res.setHeader('Content-Disposition', contentDisposition(known.inline ? 'inline' : 'attachment', named));
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', stat.etag);
  res.setHeader('Last-Modified', stat.modified.toUTCString());
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = rangeOf(req, stat.size, stat.etag);
  if (range === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${stat.size}`).end();
    return;
  }
  if (range) {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
  }
  res.setHeader('Content-Length', range ? range.end - range.start + 1 : stat.size);
  if (req.method === 'HEAD' || stat.size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(storage.read(url, range ?? undefined), res);
  } catch (error) {
    // gone between the look and the read (a delete on another instance), or the client left
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const header of ['Content-Disposition', 'Cache-Control', 'Content-Length', 'ETag', 'Last-Modified'])
      res.removeHeader(header);
    if ((error as { code?: string }).code === 'ENOENT') notFound(res);
    else next(error);
  }
}

async function someOf<T>(items: readonly T[], test: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (await test(item)) return true;
  return false;
}

export function serveUploads(storage: FileStorage, options: ServeUploadsOptions): Router {
  const router = express.Router();
  router.get('/{*splat}', async (req, res, next) => {
    const name = req.path.slice(1);
    if (!storedType(name)) {
      notFound(res);
      return;
    }
    try {
      const file = await options.storedFile(`${UPLOADS_PREFIX}${name}`);
      // a hidden or draft pitch's files are its owner's alone; to anyone else they do not exist
      const { ownersOnly } = file ?? {};
      if (ownersOnly && !(await someOf(ownersOnly, (owner) => options.isSignedInAs(req, owner)))) {
        notFound(res);
        return;
      }
      const document = file?.document;
      if (document?.locked) {
        refuse(res, 403, messages.dataRoom.approvedOnly);
        return;
      }
      await sendStoredFile(req, res, next, storage, name, {
        originalName: document?.name ?? null,
        // a pitch may be hidden, or a document locked, at any moment: its files are revalidated
        caching: ownersOnly ? 'private' : file ? 'revalidate' : 'immutable',
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
