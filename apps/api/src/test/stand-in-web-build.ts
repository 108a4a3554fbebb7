import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web build's server renderer (the render-pages test's, cut down): it renders a
 * pitch's name from the page read it is given, so an instance's rendered page shows what its cache holds.
 */
const RENDERER = `
export const readCalls = ['/getInvestmentPageDataById'];
export function sanitizeIn() {}
export async function loadPage(url, answer) {
  const [, page, id] = new URL(url, 'http://localhost').pathname.split('/');
  if (page !== 'project') return { status: 200 };
  const { status, json } = await answer('/getInvestmentPageDataById', { investment_id: id });
  if (status !== 200) return { status: 404 };
  const name = json.investment_data.name_of_pitch;
  return { status: 200, data: 'null', render: async () => '<title>' + name + '</title><h1>' + name + '</h1>' };
}
`;

const BARE_PAGE = '<html><head></head><body><div id="root"></div></body></html>';
const TITLED_PAGE = '<html><head><title>AngelBridge</title></head><body><div id="root"></div></body></html>';

/** Writes a web build under `folder`: dist/index.html and the server renderer's source; answers its dist. */
function writeWebBuild(folder: string, renderer: string, indexHtml: string): string {
  const dist = path.join(folder, 'dist');
  mkdirSync(dist, { recursive: true });
  mkdirSync(path.join(folder, 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(folder, 'dist-ssr', 'entry-server.js'), renderer);
  return dist;
}

/** Writes a bare web build (index.html and the stand-in renderer) under `folder`; answers its WEB_DIST. */
export function writeStandInWebBuild(folder: string): string {
  return writeWebBuild(path.join(folder, 'web'), RENDERER, BARE_PAGE);
}

/**
 * A web build of a test file's own, in a temporary folder: `renderer` is the source of its server
 * renderer (dist-ssr/entry-server.js), `indexHtml` its page. Start the app with WEB_DIST `dist`; call
 * `remove()` when the file ends.
 */
export function aWebBuild(renderer: string, indexHtml = TITLED_PAGE) {
  const root = mkdtempSync(path.join(tmpdir(), 'angelbridge-web-build-'));
  return {
    dist: writeWebBuild(root, renderer, indexHtml),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
