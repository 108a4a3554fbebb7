import {
  COMMITMENT_WRITES_PER_MINUTE,
  getPortfolio,
  markCommitmentFunded,
  portfolioTexts as t,
} from '@angelbridge/contracts';
import express, { type Router } from 'express';
import type { Caller } from '../../http/caller.js';
import { route } from '../../http/contract-router.js';
import { readCookie } from '../../http/cookies.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import { requestIdOf } from '../../http/request-log.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { UPLOADS_PREFIX } from '../../storage/file-storage.js';
import { sendStoredFile } from '../../storage/serve-uploads.js';
import { entryName, sendZip } from './agreements-zip.js';
import type { PortfolioService } from './portfolio.service.js';
import type { PortfolioLinks } from './portfolio-links.js';

const MINUTE = 60_000;

/** The portfolio's contract calls. */
export function portfolioRoutes(
  service: PortfolioService,
  { store, links, sessions }: { store: RateLimitStore; links: PortfolioLinks; sessions: SessionBinding },
) {
  // the founder's markings count with their other round writes (the same budget and key as commitments')
  const writes = {
    limits: [
      async ({ caller }: { caller: Caller }) =>
        enforce(store, `commitments ${caller.userId}`, COMMITMENT_WRITES_PER_MINUTE, MINUTE),
    ],
  };
  return [
    route(
      markCommitmentFunded,
      async ({ input, caller, req }) => ({
        ...(await service.markFunded({ userId: caller.userId, requestId: requestIdOf(req) }, input)),
        message: t.funded,
      }),
      writes,
    ),
    route(getPortfolio, async ({ caller, req }) => {
      const portfolio = await service.read(caller.userId);
      // its links open only in this browser, in this session (portfolio-links.ts)
      await links.agreement.bindBrowser(sessions, req, caller);
      await links.archive.bindBrowser(sessions, req, caller);
      return { ...portfolio, message: t.loaded };
    }),
  ];
}

/**
 * Serves the portfolio's signed links: plain GETs a browser tab or a download opens without headers, so
 * mounted before the API key check; the link and its binding cookie are the proof instead.
 */
export function portfolioLinkServer(
  service: PortfolioService,
  links: PortfolioLinks,
  storage: FileStorage,
): Router {
  const router = express.Router();
  router.get(`${links.agreement.path}/:token`, async (req, res, next) => {
    const document = await service.agreementFile(
      req.params.token,
      readCookie(req.headers.cookie, links.agreement.cookie),
    );
    if (!document.url.startsWith(UPLOADS_PREFIX)) throw new Error('an agreement outside the uploads store');
    await sendStoredFile(req, res, next, storage, document.url.slice(UPLOADS_PREFIX.length), {
      originalName: `${entryName(`${document.company_legal_name} - ${document.name_of_pitch}`)}.pdf`,
      caching: 'private',
    });
  });
  router.get(`${links.archive.path}/:token`, async (req, res) => {
    const documents = await service.archiveFiles(
      req.params.token,
      readCookie(req.headers.cookie, links.archive.cookie),
    );
    const entries = documents.map((document, i) => ({
      name: `${i + 1} - ${entryName(`${document.company_legal_name} - ${document.name_of_pitch}`)}.pdf`,
      url: document.url,
    }));
    await sendZip(res, storage, 'AngelBridge agreements.zip', entries);
  });
  return router;
}
