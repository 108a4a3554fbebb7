import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { RECORD_EVENT_PATH } from '@angelbridge/contracts';
import { SESSION_HINT_COOKIE } from '@angelbridge/contracts/calls';
import { serveWeb } from '@angelbridge/web/server';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { preferredEncoding } from './cache/encoding.js';
import { answerFirst, cachedReadFastPath } from './cache/fast-path.js';
import { COMPRESS_THRESHOLD, createPublicCaches, isContractCall } from './cache/index.js';
import { pingDatabase } from './db/client.js';
import { apiDocs } from './http/api-docs.js';
import { apiKeyCheck, requireApiKey } from './http/api-key.js';
import { beaconCredentials } from './http/beacon.js';
import { utf8Only } from './http/body-checks.js';
import type { TokenVersionLookup } from './http/caller.js';
import { cachedReads, contractRouter } from './http/contract-router.js';
import { readCookie } from './http/cookies.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { inProcessCalls } from './http/in-process-calls.js';
import { openApiDocument } from './http/openapi.js';
import { requestIdOf, requestLog, requestLogger, requestLogLine } from './http/request-log.js';
import {
  headersSetBy,
  isHttps,
  PERMISSIONS_POLICY,
  securityHeaders,
  type TrustFn,
} from './http/security-headers.js';
import { sessionBinding } from './http/session-binding.js';
import { createTokens } from './http/tokens.js';
import { devMailbox } from './mail/dev-mailbox.js';
import { findTokenVersion } from './modules/auth/index.js';
import { composeModules } from './modules/compose.js';
import type { AppDeps } from './modules/module-deps.js';
import { serveUploads } from './storage/serve-uploads.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Mantine writes style tags at run time; everything else comes from our own origin, plus the live-chat
 * widget's origin when one is configured (widgets load scripts, styles, frames and sockets from home).
 */
function contentSecurityPolicy(chatWidgetOrigin: string | undefined) {
  const chat = chatWidgetOrigin ? [chatWidgetOrigin] : [];
  const chatSockets = chatWidgetOrigin ? [chatWidgetOrigin.replace(/^http/, 'ws')] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...chat],
    styleSrc: ["'self'", "'unsafe-inline'", ...chat],
    imgSrc: ["'self'", 'data:', 'blob:', ...chat],
    fontSrc: ["'self'", 'data:', ...chat],
    connectSrc: ["'self'", ...chat, ...chatSockets],
    // own frames only: the agreement under review shows its PDF in the page (issue 33)
    frameSrc: ["'self'", ...chat],
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** The whole HTTP application without listening, so tests drive it in-process. */
export function createApp(deps: AppDeps): Express {
  const { config, db, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // loopback by default; behind a load balancer its network (TRUST_PROXY), so rate limits see the client
  app.set('trust proxy', config.trustProxy);

  app.use(requestLog(logger));
  const fixedHeaders: [string, string][] = [
    ...headersSetBy(
      helmet({
        contentSecurityPolicy: { directives: contentSecurityPolicy(config.chatWidgetOrigin) },
        crossOriginEmbedderPolicy: false,
        // sent by securityHeaders, over HTTPS only
        strictTransportSecurity: false,
      }),
    ),
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  const isSecure = (req: IncomingMessage) => isHttps(req, app.get('trust proxy fn') as TrustFn);
  app.use(securityHeaders(fixedHeaders, isSecure));
  // JSON and HTML over 1 KB leave compressed; cached answers and built assets come pre-compressed and pass,
  // and the calls of the contract compress their own answers (cache/call-answer.ts)
  const compress = compression({ threshold: COMPRESS_THRESHOLD });
  app.use((req, res, next) =>
    req.headers['accept-encoding'] && !isContractCall(req) ? compress(req, res, next) : next(),
  );
  const apiCors = cors({ origin: config.corsOrigins.length ? config.corsOrigins : false });
  app.use('/api', apiCors);

  app.get('/api/health', async (_req, res) => {
    try {
      await pingDatabase(db);
      // public: nothing about the queue or the traffic (the mail queue's depth is in the admin Queue)
      res.json({ success: true, message: 'OK', database: deps.dbKind });
    } catch {
      res.status(503).json({ success: false, message: 'Database unavailable.' });
    }
  });

  const tokens = createTokens(config.jwtSecret);
  const caches = createPublicCaches(deps.changes);
  app.locals.publicCaches = caches;
  const tokenVersion: TokenVersionLookup = (userId, sessionId, kind) =>
    findTokenVersion(db, userId, sessionId, kind);
  const sessions = sessionBinding(config.jwtSecret, tokenVersion);
  const modules = composeModules({ ...deps, tokens, caches, sessions });
  const { notifications } = modules;
  const mounted = modules.routes;
  const reference = openApiDocument(
    mounted.map((r) => r.endpoint),
    config.publicUrl,
  );
  app.get('/api/openapi.json', (_req, res) => {
    res.json(reference);
  });
  app.use('/api', apiDocs());

  // before the API key check: EventSource sends no headers; its ticket came from a keyed call
  if (notifications.stream) app.use(notifications.stream);
  app.locals.endStreams = notifications.endStreams;
  app.locals.jobHandlers = modules.jobHandlers;
  app.locals.scheduleJobs = modules.scheduleJobs;
  // the paths answered from a public cache: the test harness waits for the change feed before them
  app.locals.cachedPaths = new Set(
    mounted.filter((r) => r.options?.cache).map((r) => `/api${r.endpoint.path}`),
  );
  // every body is UTF-8, whichever reader takes it (the beacon's, JSON, multipart)
  app.use(utf8Only);
  // before the API key check too: a signed document link is opened by a browser tab, which sends no headers
  app.use(modules.dataRoomLinks);
  app.use(modules.attachmentLinks);
  app.use(modules.adminContactFileLinks);
  app.use(modules.portfolioLinks);
  app.use(modules.agreementLinks);
  app.use(RECORD_EVENT_PATH, beaconCredentials());
  const routerDeps = {
    tokens,
    tokenVersion,
    validateResponses: config.env === 'test',
    storage: deps.storage,
  };
  app.use('/api', requireApiKey(config.apiKey), contractRouter(mounted, routerDeps), apiNotFound);

  app.use(
    '/uploads',
    serveUploads(deps.storage, {
      storedFile: modules.storedFile,
      isSignedInAs: sessions.filesOf,
    }),
  );
  // mail caught in-process only: with a real SMTP server the mailbox has nothing of its own to show
  if (config.env !== 'production' && !config.smtpUrl && deps.mailer.catcher) {
    app.use(devMailbox(deps.mailer.catcher));
  }
  // the web app with its pages rendered for guests; its server renderer names the calls its pages read
  const web = serveWeb({
    webDist: config.webDist ?? DEFAULT_WEB_DIST,
    apiKey: config.apiKey,
    publicUrl: config.publicUrl,
    pageCalls: (reads) => inProcessCalls(mounted, routerDeps, reads),
    hasSession: (req) => readCookie(req.headers.cookie, SESSION_HINT_COOKIE) === '1',
    preferredEncoding,
    logOf: requestLogger,
  });
  if (web) app.use(web);

  app.use(errorHandler);
  // cached public reads are answered before Express, with the same headers and log line (cache/fast-path)
  answerFirst(
    app,
    cachedReadFastPath({
      reads: cachedReads(mounted),
      prefix: '/api',
      isApiKey: apiKeyCheck(config.apiKey),
      headers: fixedHeaders,
      isSecure,
      cors: apiCors,
      requestIdOf,
      logAnswer: requestLogLine(logger),
    }),
  );
  return app;
}
