import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const API_KEY_PLACEHOLDER = '%ANGELBRIDGE_API_KEY%';
const API_ORIGIN = 'http://localhost:3001';

/** The home page's JavaScript for first paint, gzipped, may not grow past this (issue 11). */
const FIRST_PAINT_BUDGET_BYTES = 150 * 1000;
const HOME_PAGE_MODULE = /[\\/]features[\\/]marketing[\\/]pages[\\/]home-page\.tsx$/;

/**
 * In dev, Vite serves index.html, so it has to fill in the API key the API server fills in for the build.
 * The build keeps the placeholder: one API_KEY variable on the server configures both sides.
 */
function apiKeyMeta(): Plugin {
  return {
    name: 'angelbridge-api-key-meta',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replaceAll(API_KEY_PLACEHOLDER, process.env.API_KEY ?? 'angelbridge-dev-key'),
  };
}

/** A chunk and everything it imports statically: what the browser must fetch before it can run it. */
function withStaticImports(start: Rollup.OutputChunk, bundle: Rollup.OutputBundle, into: Set<string>) {
  const pending = [start.fileName];
  while (pending.length > 0) {
    const fileName = pending.pop() as string;
    if (into.has(fileName)) continue;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    into.add(fileName);
    pending.push(...chunk.imports);
  }
}

/**
 * Prints the gzipped JavaScript a first visit to / needs before the home page paints (the entry chunk,
 * the home page chunk, and their static imports) and fails the build when it is over budget, so a heavy
 * import on the landing page is caught when it is written, not when visitors feel it.
 */
function firstPaintBudget(): Plugin {
  return {
    name: 'angelbridge-first-paint-budget',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const home = chunks.find((c) => c.facadeModuleId && HOME_PAGE_MODULE.test(c.facadeModuleId));
      if (!entry || !home) {
        this.error('first-paint budget: the entry chunk or the home page chunk was not found.');
      }
      const files = new Set<string>();
      withStaticImports(entry, bundle, files);
      withStaticImports(home, bundle, files);
      const sizes = [...files].map((fileName) => {
        const chunk = bundle[fileName] as Rollup.OutputChunk;
        return { fileName, gzip: gzipSync(chunk.code, { level: 9 }).length };
      });
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      const lines = sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `  ${s.fileName.padEnd(48)} ${kb(s.gzip).padStart(10)}`);
      const verdict = `${kb(total)} of ${kb(FIRST_PAINT_BUDGET_BYTES)}`;
      this.info(`home page JavaScript for first paint, gzipped: ${verdict}\n${lines.join('\n')}`);
      if (total > FIRST_PAINT_BUDGET_BYTES) {
        this.error(`home page JavaScript for first paint is ${verdict} gzipped: over budget.`);
      }
    },
  };
}

/**
 * The stylesheet ahead of the scripts' preloads in index.html: a server-rendered page paints once its
 * styles are in, while the scripts only hydrate it; on a slow line the order of requests is the order
 * things arrive.
 */
function stylesFirst(): Plugin {
  return {
    name: 'angelbridge-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstPreload = html.indexOf('<link rel="modulepreload"');
        if (styles.length === 0 || firstPreload < 0) return html;
        const rest = styles.reduce((text, link) => text.replace(link, ''), html);
        const at = rest.indexOf('<link rel="modulepreload"');
        return `${rest.slice(0, at)}${styles.join('')}${rest.slice(at)}`;
      },
    },
  };
}

/**
 * In the server's renderer only: each module of the app names itself by its client build manifest key
 * (`export const __clientModule = 'src/...'`). The renderer reports the modules a page's routes loaded
 * (entry-server.tsx), and the server links their chunks as modulepreloads in the page's HTML
 * (server/serve-web.ts), so a phone downloads the page's code while the HTML paints instead of after
 * the entry script has run and asked for it.
 */
function clientModuleIds(): Plugin {
  let root = '';
  return {
    name: 'angelbridge-client-module-ids',
    apply: (_config, env) => env.command === 'build' && !!env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || /entry-server\.tsx$/.test(id)) return null;
      const key = path.relative(root, id).split(path.sep).join('/');
      if (!key.startsWith('src/')) return null;
      return { code: `${code}\nexport const __clientModule = ${JSON.stringify(key)};\n`, map: null };
    },
  };
}

/** Text-like files worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|wav|xml|webmanifest)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, at the highest
 * quality, once; the server sends the copy the browser accepts (server/serve-web.ts), so no
 * request pays for compression. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'angelbridge-precompress',
    // the server's renderer (dist-ssr) is read from disk, never sent
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      let files = 0;
      let before = 0;
      let after = 0;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
        files += 1;
        before += bytes.length;
        after += Math.min(br.length, bytes.length);
      }
      const kb = (n: number) => `${(n / 1000).toFixed(0)} kB`;
      this.info(`precompressed ${files} files: ${kb(before)} -> ${kb(after)} with brotli`);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), apiKeyMeta(), firstPaintBudget(), stylesFirst(), precompress(), clientModuleIds()],
  server: {
    port: 3000,
    strictPort: true,
    // Trailing slashes keep client routes such as /developers away from the API.
    // X-Forwarded-For names the real client, so the API's dev mailbox still refuses another machine
    // when Vite is exposed (`--host`): to the API, every proxied request comes from loopback.
    proxy: {
      '/api/': { target: API_ORIGIN, xfwd: true },
      '/uploads/': { target: API_ORIGIN, xfwd: true },
      '/dev/': { target: API_ORIGIN, xfwd: true },
    },
  },
  preview: { port: 3000 },
  // The server's renderer (src/entry-server.tsx) carries its dependencies: the API's runtime image has
  // none of the web app's packages, and Node cannot import the CSS some of them import.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, minify: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the server links a rendered page's chunks as modulepreloads (serve-web.ts)
        manifest: true,
        // One stylesheet, linked from index.html: a page the server renders must have its styles before
        // its script arrives, or it paints unstyled and jumps. Split, each page's CSS came with its chunk.
        // The pages' own CSS adds about 6 kB (brotli) to the 30 kB every page already loads.
        cssCodeSplit: false,
        // Pages are split by the router's import() calls. React, TanStack Query and zod get chunks of their own
        // so that a release that only changes app code leaves those cached files untouched. Mantine
        // deliberately has none: one Mantine chunk would hold every component any page uses (date pickers, drop
        // zones, ...) and every first visit would pay for all of them; split by use, the home page fetches only
        // the components it renders.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                },
                { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
                // The calls' routes, the limits, the JSON bounds and the pages' paths hold no schema: pages use
                // them without loading zod. The first paint needs them (the API client, the router).
                {
                  name: 'calls',
                  test: /[\\/]packages[\\/]contracts[\\/]src[\\/](calls|call-routes|limits|json-bounds|web-paths|generic-error)\.ts$/,
                  priority: 1,
                },
                // The messages hold no schema either, but the first paint needs none of them (the API client
                // takes its one text from generic-error.ts): a chunk of their own, fetched by the pages that show them.
                {
                  name: 'messages',
                  test: /[\\/]packages[\\/]contracts[\\/]src[\\/](form-)?messages\.ts$/,
                  priority: 1,
                },
                // zod alone: the contracts' schemas go with the pages that use them, so a form fetches its own
                // module's schemas, not every schema of the app, and only when it first checks its values (a
                // server-rendered form hydrates without them; lib/zod-form.ts, lazyFormSchema).
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                // The Mantine code every page loads before it runs (what the entry imports: the provider, Box,
                // the inputs' and buttons' bases) in one chunk, not a dozen of a few hundred bytes: on HTTP/1.1 a
                // phone fetches six files at a time, and each small one costs a round trip (150 ms on the
                // bench's line) before the page's own code can start. The pages' components stay split by use.
                {
                  name: 'mantine-core',
                  test: /[\\/]node_modules[\\/]@mantine[\\/]/,
                  tags: ['$initial'],
                  priority: 1,
                },
                // The small Mantine parts the guest pages' forms are made of beyond that (cards, checkboxes, grids, two
                // hooks, the toast store), in one chunk for the same reason: split, /signup fetched 25 files after the
                // entry's 7, six at a time, a round trip each. Not @mantine/form: the home page would pay its 6 kB.
                {
                  name: 'forms',
                  test: /[\\/]node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](use-uncontrolled|use-merged-ref)[\\/]|notifications[\\/]esm[\\/]notifications\.store|core[\\/]esm[\\/](components[\\/](Paper|Card|Checkbox|InlineInput|SimpleGrid|List|ThemeIcon)[\\/]|core[\\/]utils[\\/]create-safe-context))/,
                },
              ],
            },
          },
        },
      },
}));
