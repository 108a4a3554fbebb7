import { messages } from '@angelbridge/contracts';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { UPLOADS_PREFIX } from './file-storage.js';

/**
 * Serves stored files. Uploads are other people's bytes, so whatever they contain must not run in our
 * origin: the type comes from the stored extension (which the byte check chose, not the uploader),
 * `nosniff` stops browsers guessing another, and a sandboxing CSP keeps a file opened on its own from
 * running script or loading anything. PDFs open inline under the name they were uploaded with. A locked
 * document (the data room) is never served at its URL: only through a signed link (modules/insights).
 * The files of a hidden or draft pitch are served to its signed-in owner alone (a cookie, since an
 * <img> sends no Authorization header); anyone else gets 404.
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

export const UPLOADS_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** Stored names are random hex with the checked extension; anything else is not one of ours. */
const STORED_NAME = /^[A-Za-z0-9_-]{1,128}\.([a-z0-9]{1,5})$/;

/** `filename*` per RFC 5987 / 6266, with a plain ASCII `filename` for old clients. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string | null): string {
  if (!name) return kind;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

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

/** The type a stored name's extension stands for, or undefined when it is not one of ours. */
export function storedType(name: string) {
  const ext = STORED_NAME.exec(name)?.[1]?.toLowerCase();
  return ext ? TYPES[ext] : undefined;
}

/** Sends one stored file (`name` as stored under `root`) with the safe headers. */
export function sendStoredFile(
  res: Response,
  next: NextFunction,
  root: string,
  name: string,
  { originalName, caching }: { originalName: string | null; caching: keyof typeof CACHING },
): void {
  const known = storedType(name);
  if (!known) {
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
  res.sendFile(
    name,
    { root, dotfiles: 'deny', cacheControl: false, headers: {} },
    (err?: Error & { status?: number; statusCode?: number }) => {
      if (!err) return;
      if (res.headersSent) return;
      res.removeHeader('Content-Disposition');
      res.removeHeader('Cache-Control');
      const status = err.status ?? err.statusCode;
      if (status === 404) notFound(res);
      else next(err);
    },
  );
}

async function someOf<T>(items: readonly T[], test: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (await test(item)) return true;
  return false;
}

export function serveUploads(root: string, options: ServeUploadsOptions): Router {
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
      sendStoredFile(res, next, root, name, {
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
