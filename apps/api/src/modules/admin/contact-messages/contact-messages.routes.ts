import {
  getContactMessages,
  contactMessageTexts as m,
  markContactMessageHandled,
} from '@angelbridge/contracts';
import express, { type Request, type Router } from 'express';
import { AppError } from '../../../http/app-error.js';
import type { Caller } from '../../../http/caller.js';
import { type Route, route } from '../../../http/contract-router.js';
import { readCookie } from '../../../http/cookies.js';
import type { SessionBinding } from '../../../http/session-binding.js';
import type { LinkRefusal, SignedLinks } from '../../../http/signed-links.js';
import { type FileStorage, UPLOADS_PREFIX } from '../../../storage/file-storage.js';
import { sendStoredFile } from '../../../storage/serve-uploads.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import type { ContactMessagesService } from './contact-messages.service.js';

export interface ContactMessagesDeps {
  messages: ContactMessagesService;
  links: SignedLinks;
  sessions: SessionBinding;
  storage: FileStorage;
}

type Limits = ReturnType<typeof moderationLimits>;

/**
 * The contact form's stored messages: the list and "handled", each asking the service. When an answer
 * carries a file link, the route binds it to this browser's session (a cookie; http/signed-links.ts).
 */
export function contactMessagesRoutes(
  { messages, links, sessions }: ContactMessagesDeps,
  limits: Limits,
): Route[] {
  const bind = (req: Request, caller: Caller) => links.bindBrowser(sessions, req, caller);
  return [
    route(
      getContactMessages,
      async ({ input, caller, req }) => {
        const { withFiles, page } = await messages.list(input, caller.userId);
        if (withFiles) await bind(req, caller);
        return page;
      },
      { limits: limits.reads },
    ),
    route(
      markContactMessageHandled,
      async ({ input, caller, req }) => {
        const handled = await messages.markHandled(input.contact_message_id, actorOf(caller, req));
        if (handled.withFiles) await bind(req, caller);
        return { contact_message: handled.message, message: m.handled };
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
export function contactFileLinkServer({ messages, links, sessions, storage }: ContactMessagesDeps): Router {
  const router = express.Router();
  router.get(`${links.path}/:token`, async (req, res, next) => {
    const check = await links.verifyBound(
      sessions,
      req.params.token,
      readCookie(req.headers.cookie, links.cookie),
    );
    if (!check.ok) throw REFUSALS[check.reason]();
    const file = await messages.fileFor(check.claims.id, check.claims.viewerId);
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
