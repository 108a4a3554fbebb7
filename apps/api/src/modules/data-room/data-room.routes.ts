import {
  messages,
  openPitchDocument,
  SIGNED_LINK_SECONDS,
  setPitchDocumentAccess,
} from '@angelbridge/contracts';
import express, { type Router } from 'express';
import { route } from '../../http/contract-router.js';
import { readCookie } from '../../http/cookies.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { UPLOADS_PREFIX } from '../../storage/file-storage.js';
import { sendStoredFile } from '../../storage/serve-uploads.js';
import { BINDING_COOKIE, SIGNED_LINK_PATH } from './data-room.links.js';
import type { DataRoomService } from './data-room.service.js';

/** The data room's contract calls: locking a document, and opening one. */
export function dataRoomRoutes(service: DataRoomService, sessions: SessionBinding) {
  return [
    route(setPitchDocumentAccess, async ({ input, caller }) => ({
      pitch_data: await service.setAccess(caller.userId, input.pitch_id, input.document_id, input.locked),
      message: input.locked ? messages.dataRoom.madeLocked : messages.dataRoom.madePublic,
    })),
    route(openPitchDocument, async ({ input, caller, req }) => {
      const { viewerId, ...opened } = await service.open(caller, input);
      // a signed link opens only in the browser that asked for it, in this session (data-room.links.ts)
      const binding = viewerId ? await sessions.value(caller) : null;
      if (binding) {
        req.res?.cookie(BINDING_COOKIE, binding, {
          httpOnly: true,
          sameSite: 'strict',
          secure: req.secure,
          path: SIGNED_LINK_PATH,
          maxAge: SIGNED_LINK_SECONDS * 1000,
        });
      }
      return opened;
    }),
  ];
}

/**
 * Serves signed links: a plain GET a new browser tab can open, so it is mounted before the API key
 * check (a tab sends no headers); the link and its binding cookie are the proof instead.
 */
export function dataRoomLinkServer(service: DataRoomService, storage: FileStorage): Router {
  const router = express.Router();
  router.get(`${SIGNED_LINK_PATH}/:token`, async (req, res, next) => {
    const document = await service.resolveLink(
      req.params.token,
      readCookie(req.headers.cookie, BINDING_COOKIE),
    );
    if (!document.url.startsWith(UPLOADS_PREFIX)) throw new Error('a document outside the uploads store');
    await sendStoredFile(req, res, next, storage, document.url.slice(UPLOADS_PREFIX.length), {
      originalName: document.name,
      caching: 'private',
    });
  });
  return router;
}
