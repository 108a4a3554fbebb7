import {
  type AdminContactMessage,
  CONTACT_MESSAGES_PAGE_SIZE,
  getContactMessages,
  contactMessageTexts as m,
  markContactMessageHandled,
} from '@angelbridge/contracts';
import express, { type Request, type Router } from 'express';
import type { Db } from '../../../db/client.js';
import { iso } from '../../../db/iso.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import { type Route, route } from '../../../http/contract-router.js';
import { readCookie } from '../../../http/cookies.js';
import type { SessionBinding } from '../../../http/session-binding.js';
import type { LinkRefusal, SignedLinks } from '../../../http/signed-links.js';
import { type FileStorage, UPLOADS_PREFIX } from '../../../storage/file-storage.js';
import { sendStoredFile } from '../../../storage/serve-uploads.js';
import { recordAdminAction } from '../audit/audit-log.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import {
  type ContactMessageRow,
  contactFileFor,
  findContactMessage,
  listContactMessages,
  markHandled,
} from './contact-messages.queries.js';

export interface ContactMessagesDeps {
  db: Db;
  links: SignedLinks;
  sessions: SessionBinding;
  storage: FileStorage;
}

type Limits = ReturnType<typeof moderationLimits>;

/** The contact form's stored messages: the list (with a signed link to each file) and "handled". */
export function contactMessagesRoutes({ db, links, sessions }: ContactMessagesDeps, limits: Limits): Route[] {
  const toMessage = (row: ContactMessageRow, viewerId: string): AdminContactMessage => {
    const link = row.file_url && row.file_name ? links.sign(row.id, viewerId) : null;
    return {
      _id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      subject: row.subject,
      message: row.message,
      contact_me: row.contact_me,
      file:
        link && row.file_name
          ? { name: row.file_name, url: link.url, expires_at: link.expiresAt.toISOString() }
          : null,
      created_at: iso(row.created_at),
      handled_at: row.handled_at ? iso(row.handled_at) : null,
      handled_by: row.handled_by,
    };
  };
  // the links open only in the browser that asked for them, in this session (http/signed-links.ts)
  const bind = (req: Request, caller: Parameters<SignedLinks['bindBrowser']>[2]) =>
    links.bindBrowser(sessions, req, caller);

  return [
    route(
      getContactMessages,
      async ({ input, caller, req }) => {
        const { rows, total } = await listContactMessages(db, input.filter, input.page);
        if (rows.some((row) => row.file_url)) await bind(req, caller);
        return {
          contact_messages: rows.map((row) => toMessage(row, caller.userId)),
          total,
          page_size: CONTACT_MESSAGES_PAGE_SIZE,
        };
      },
      { limits: limits.reads },
    ),
    route(
      markContactMessageHandled,
      async ({ input, caller, req }) => {
        const id = input.contact_message_id;
        await inTransaction(db, async (tx) => {
          const outcome = await markHandled(tx, id, caller.userId);
          if (outcome === 'missing') {
            throw new AppError('NOT_FOUND', m.notFound, { errors: { contact_message_id: m.notFound } });
          }
          if (outcome === 'already') throw new AppError('CONFLICT', m.alreadyHandled);
          await recordAdminAction(tx, {
            adminId: caller.userId,
            action: 'markContactMessageHandled',
            targetType: 'contact_message',
            targetId: id,
            before: { handled_at: null },
            after: { handled: true },
            requestId: actorOf(caller, req).requestId,
          });
        });
        const row = await findContactMessage(db, id);
        if (!row) throw new Error('a handled message vanished');
        if (row.file_url) await bind(req, caller);
        return { contact_message: toMessage(row, caller.userId), message: m.handled };
      },
      { limits: limits.writes },
    ),
  ];
}

const REFUSALS: Record<LinkRefusal, () => AppError> = {
  invalid: () => new AppError('NOT_FOUND', m.fileNotFound),
  expired: () => new AppError('FORBIDDEN', m.linkExpired),
  another_viewer: () => new AppError('FORBIDDEN', m.linkForAnother),
};

/**
 * Serves the signed file links: a plain GET from a new tab (no headers), so mounted before the API key
 * check; the link, its binding cookie and the viewer still being an admin are the proof instead.
 */
export function contactFileLinkServer({ db, links, sessions, storage }: ContactMessagesDeps): Router {
  const router = express.Router();
  router.get(`${links.path}/:token`, async (req, res, next) => {
    const check = await links.verifyBound(
      sessions,
      req.params.token,
      readCookie(req.headers.cookie, links.cookie),
    );
    if (!check.ok) throw REFUSALS[check.reason]();
    const file = await contactFileFor(db, check.claims.id, check.claims.viewerId);
    if (!file) throw new AppError('NOT_FOUND', m.fileNotFound);
    if (!file.file_url.startsWith(UPLOADS_PREFIX))
      throw new Error('a contact file outside the uploads store');
    await sendStoredFile(req, res, next, storage, file.file_url.slice(UPLOADS_PREFIX.length), {
      originalName: file.file_name,
      caching: 'private',
    });
  });
  return router;
}
