import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@angelbridge/contracts';
import { openApiDocument } from './openapi.js';

/**
 * `pnpm lint:openapi`: the API reference, built in-process by the code that serves /api/openapi.json
 * (no server, no database), linted by Spectral with the OWASP ruleset; any error fails the run.
 * Any arguments are passed on to Spectral (`-f json`, …).
 */
// Spectral is a devDependency of the workspace root, found by Node's resolution from here
const cliPackage = createRequire(import.meta.url).resolve('@stoplight/spectral-cli/package.json');
const spectral = join(dirname(cliPackage), 'dist/index.js');
const ruleset = fileURLToPath(new URL('../../openapi.spectral.yaml', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(openApiDocument(endpoints, 'https://angelbridge.example'), null, 2));
  const extra = process.argv.slice(2);
  const args = ['lint', file, '--ruleset', ruleset, '--fail-severity=error', '--display-only-failures'];
  const run = spawnSync(process.execPath, [spectral, ...args, ...extra], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
