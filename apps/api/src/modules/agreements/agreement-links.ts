import { agreementTexts as t } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import express, { type Router } from 'express';
import { type Db, queryRows } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { readCookie } from '../../http/cookies.js';
import type { SessionBinding } from '../../http/session-binding.js';
import { type LinkRefusal, type SignedLinks, signedLinks } from '../../http/signed-links.js';
import { type FileStorage, UPLOADS_PREFIX } from '../../storage/file-storage.js';
import { sendStoredFile } from '../../storage/serve-uploads.js';

/** Where agreement PDFs are served; their binding cookie is scoped to it. */
export const AGREEMENT_LINK_PATH = '/api/agreements/documents';
export const AGREEMENT_COOKIE = 'ab_agreements';

/** The links to stored agreement PDFs, with a key of their own (http/signed-links.ts). */
export const agreementLinks = (secret: string) =>
  signedLinks(secret, {
    purpose: 'angelbridge agreement document links',
    path: AGREEMENT_LINK_PATH,
    cookie: AGREEMENT_COOKIE,
  });

/**
 * A stored PDF when `userId` may open it now: an agreement's document (as shown, or completed) for its
 * two parties; the pitch's preview and upload for the pitch's owner. Null for anyone else.
 */
async function documentFor(db: Db, documentId: string, userId: string) {
  const [row] = await queryRows<{ url: string; file_name: string | null; pitch_id: string }>(
    db,
    sql`select d.url, d.file_name, d.pitch_id from agreement_documents d
        where d.id = ${documentId} and (
          exists (select 1 from agreements a
                  where (a.document_id = d.id or a.completed_document_id = d.id)
                    and (a.investor_id = ${userId} or a.founder_id = ${userId}))
          or (d.kind in ('preview', 'uploaded')
              and exists (select 1 from pitches p where p.id = d.pitch_id and p.owner_id = ${userId})))`,
  );
  return row ?? null;
}

const REFUSALS: Record<LinkRefusal, () => AppError> = {
  invalid: () => new AppError('NOT_FOUND', t.agreementNotFound),
  expired: () => new AppError('FORBIDDEN', t.linkExpired),
  another_viewer: () => new AppError('FORBIDDEN', t.linkForAnother),
};

/**
 * Serves the links: a plain GET an <iframe> or a new tab makes, so it is mounted before the API key check;
 * the link and its binding cookie are the proof, and the person's right to the file is checked again on
 * every open. The bytes go out exactly as stored: the hash a signer is shown is the hash of what they read.
 */
export function agreementLinkServer(
  db: Db,
  links: SignedLinks,
  sessions: SessionBinding,
  storage: FileStorage,
): Router {
  const router = express.Router();
  router.get(`${links.path}/:token`, async (req, res, next) => {
    const check = await links.verifyBound(
      sessions,
      req.params.token,
      readCookie(req.headers.cookie, links.cookie),
    );
    if (!check.ok) throw REFUSALS[check.reason]();
    const doc = await documentFor(db, check.claims.id, check.claims.viewerId);
    if (!doc) throw new AppError('NOT_FOUND', t.agreementNotFound);
    if (!doc.url.startsWith(UPLOADS_PREFIX)) throw new Error('an agreement PDF outside the uploads store');
    await sendStoredFile(req, res, next, storage, doc.url.slice(UPLOADS_PREFIX.length), {
      originalName: doc.file_name ?? 'agreement.pdf',
      caching: 'private',
    });
  });
  return router;
}
