import { escapeHtml } from '@angelbridge/contracts/escape-html';
import express, { type RequestHandler, type Router } from 'express';
import type { DevCatcher } from './dev-catcher.js';

/**
 * /dev/mailbox: the mail the local catcher holds, for people (HTML) and for tests (JSON).
 * Mounted only outside production and only when mail is caught locally (no SMTP_URL).
 */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The Host the browser asked for, read raw (never X-Forwarded-Host). A page on a hostile domain that
 * rebinds its name to 127.0.0.1 reaches us from loopback, but its browser still sends that domain as
 * Host: only the loopback names themselves, with any port, may read the mailbox (DNS rebinding).
 */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Codes are in that mail: only a browser on this very machine may read it, whatever interface the
 * server listens on (HOST). The socket and the client it speaks for (X-Forwarded-For through a
 * local proxy) must be loopback, and the Host a loopback name; anyone else is passed on as if there were no such page, and gets
 * exactly the 404 of a path that does not exist.
 */
const fromThisMachine: RequestHandler = (req, _res, next) => {
  const local =
    LOOPBACK.test(req.socket.remoteAddress ?? '') &&
    LOOPBACK.test(req.ip ?? '') &&
    LOCAL_HOST.test(req.headers.host ?? '');
  next(local ? undefined : 'router');
};

export function devMailbox(catcher: DevCatcher): Router {
  const router = express.Router();
  router.use('/dev', fromThisMachine);
  router.get('/dev/mailbox.json', (_req, res) => {
    res.json({ messages: catcher.messages() });
  });
  router.get('/dev/mailbox', (_req, res) => {
    const rows = catcher
      .messages()
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to.join(', '))} · <time>${escapeHtml(m.date)}</time></p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>AngelBridge dev mailbox</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:48rem;padding:0 1rem}article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev mailbox</h1><p>Mail the app sent, caught locally (newest first). Not available in production.</p>
${rows || '<p>No mail yet.</p>'}</body></html>`);
  });
  return router;
}
