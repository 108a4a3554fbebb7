import { mkdirSync, writeFileSync } from 'node:fs';
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

/** Writes a bare web build (index.html and the stand-in renderer) under `folder`; answers its WEB_DIST. */
export function writeStandInWebBuild(folder: string): string {
  const dist = path.join(folder, 'web', 'dist');
  mkdirSync(dist, { recursive: true });
  mkdirSync(path.join(folder, 'web', 'dist-ssr'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(folder, 'web', 'dist-ssr', 'entry-server.js'), RENDERER);
  return dist;
}
