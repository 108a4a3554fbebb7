import express, { type Response, type Router } from 'express';
import { UPLOADS_PREFIX } from './file-storage.js';

/**
 * Serves stored files. Uploads are other people's bytes, so whatever they contain must not run in our
 * origin: the type comes from the stored extension (which the byte check chose, not the uploader),
 * `nosniff` stops browsers guessing another, and a sandboxing CSP keeps a file opened on its own from
 * running script or loading anything. PDFs open inline under the name they were uploaded with.
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

export interface ServeUploadsOptions {
  /** The name a stored file was uploaded under, when one is known (documents). */
  originalName(url: string): Promise<string | null>;
}

function notFound(res: Response) {
  res.status(404).json({ success: false, message: 'Not found.' });
}

export function serveUploads(root: string, options: ServeUploadsOptions): Router {
  const router = express.Router();
  router.get('/{*splat}', async (req, res, next) => {
    const name = req.path.slice(1);
    const ext = STORED_NAME.exec(name)?.[1]?.toLowerCase();
    const known = ext ? TYPES[ext] : undefined;
    if (!ext || !known) {
      notFound(res);
      return;
    }
    try {
      const original =
        known.type === 'application/pdf' || !known.inline
          ? await options.originalName(`${UPLOADS_PREFIX}${name}`)
          : null;
      res.setHeader('Content-Type', known.type);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', UPLOADS_CSP);
      res.setHeader(
        'Content-Disposition',
        contentDisposition(known.inline ? 'inline' : 'attachment', original),
      );
      res.sendFile(
        name,
        { root, dotfiles: 'deny', maxAge: '7d', immutable: true, headers: {} },
        (err?: Error & { status?: number; statusCode?: number }) => {
          if (!err) return;
          if (res.headersSent) return;
          res.removeHeader('Content-Disposition');
          const status = err.status ?? err.statusCode;
          if (status === 404) notFound(res);
          else next(err);
        },
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
