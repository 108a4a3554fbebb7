import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';

// The folder of swagger-ui-dist's files, found without importing the package: its entry loads the 1 MB
// browser bundle into Node, 300 ms at every start, for nothing.
const SWAGGER_ASSETS = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>AngelBridge API reference</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

// A file, not an inline script, so the page runs under the same strict CSP as the app.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  persistAuthorization: true,
});`;

/** GET /api/docs: the interactive reference (Swagger UI) over /api/openapi.json. */
export function apiDocs(): Router {
  const router = express.Router();
  router.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  router.use('/docs/assets', express.static(SWAGGER_ASSETS, { index: false, maxAge: '1d' }));
  return router;
}
