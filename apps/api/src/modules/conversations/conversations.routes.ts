import {
  conversationTexts,
  getConversationMessages,
  getConversations,
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
  markConversationRead,
  openMessageAttachment,
  sendMessage,
} from '@angelbridge/contracts';
import express, { type Router } from 'express';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { type Route, route } from '../../http/contract-router.js';
import { readCookie } from '../../http/cookies.js';
import { type RateLimitStore, secondsLeft } from '../../http/rate-limit-store.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { SignedLinks } from '../../http/signed-links.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { UPLOADS_PREFIX } from '../../storage/file-storage.js';
import { sendStoredFile } from '../../storage/serve-uploads.js';
import type { ConversationsService } from './conversations.service.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Messages per sender: a minute's and a day's window in the shared store. Counted before the body is
 * read, so a refused sender's files (up to 30 MB) are never received; every attempt counts.
 */
export function perSender(store: RateLimitStore) {
  return async (_req: unknown, caller: Caller | null): Promise<void> => {
    if (!caller) return;
    for (const [window, max, ms] of [
      ['minute', MESSAGES_PER_MINUTE, MINUTE],
      ['day', MESSAGES_PER_DAY, DAY],
    ] as const) {
      const count = await store.hit(`messages:${window} ${caller.userId}`, ms);
      if (count.hits > max) {
        throw new AppError('TOO_MANY_REQUESTS', conversationTexts.tooMany, {
          retryAfter: secondsLeft(count),
        });
      }
    }
  };
}

/** The conversations' contract calls. */
export function conversationsRoutes(
  service: ConversationsService,
  links: SignedLinks,
  sessions: SessionBinding,
  store: RateLimitStore,
): Route[] {
  return [
    route(getConversations, ({ caller }) => service.list(caller)),
    route(getConversationMessages, ({ input, caller }) => service.thread(caller, input)),
    route(sendMessage, ({ input, caller, files }) => service.send(caller, input, files.file ?? []), {
      before: perSender(store),
    }),
    route(markConversationRead, ({ input, caller }) => service.markRead(caller, input)),
    route(openMessageAttachment, async ({ input, caller, req }) => {
      const opened = await service.openAttachment(caller, input.attachment_id);
      // the link opens only in the browser that asked for it, in this session (http/signed-links.ts)
      await links.bindBrowser(sessions, req, caller);
      return opened;
    }),
  ];
}

/**
 * Serves attachment links: a plain GET a new tab or an <img> can make, so it is mounted before the API
 * key check (neither sends headers); the link and its binding cookie are the proof instead.
 */
export function attachmentLinkServer(
  service: ConversationsService,
  links: SignedLinks,
  storage: FileStorage,
): Router {
  const router = express.Router();
  router.get(`${links.path}/:token`, async (req, res, next) => {
    const file = await service.resolveAttachmentLink(
      req.params.token,
      readCookie(req.headers.cookie, links.cookie),
    );
    if (!file.url.startsWith(UPLOADS_PREFIX)) throw new Error('an attachment outside the uploads store');
    await sendStoredFile(req, res, next, storage, file.url.slice(UPLOADS_PREFIX.length), {
      originalName: file.name,
      caching: 'private',
    });
  });
  return router;
}
