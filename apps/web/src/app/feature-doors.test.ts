import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The door rule of ARCHITECTURE convention 8, held by biome (biome.json's overrides for apps/web/src):
 * a feature or app/ reaches another feature only through its index.ts or routes.ts, and components/ and
 * lib/ reach no feature. Each case writes a throwaway file into the tree, lints it with the repository's
 * biome (only the import rule: the cycle rule would scan the whole tree), and removes it, so the normal
 * lint run never sees it.
 */
// vitest runs in apps/web
const repo = path.resolve(process.cwd(), '../..');
const src = path.join(repo, 'apps/web/src');
const biome = path.join(repo, 'node_modules/.bin/biome');
const DOOR_MESSAGE = "A feature's only doors are its index.ts and routes.ts";
const written: string[] = [];

function lint(relativePath: string, source: string) {
  const file = path.join(src, relativePath);
  writeFileSync(file, source);
  written.push(file);
  const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', '--max-diagnostics=50', file], {
    cwd: repo,
    encoding: 'utf8',
  });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

describe('the web feature doors', { timeout: 60_000 }, () => {
  it('when a feature imports a file past another feature’s door, then lint fails', () => {
    const result = lint(
      'features/marketing/door-fixture.tmp.ts',
      "import { useCms } from '../cms/api/get-cms';\n\nexport const fixture = useCms;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain(DOOR_MESSAGE);
  });

  it('when a feature’s nested file imports past a door, then lint fails', () => {
    const result = lint(
      'features/marketing/pages/door-fixture.tmp.ts',
      "import { FollowButton } from '../../follows/components/follow-button';\n\nexport const fixture = FollowButton;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain(DOOR_MESSAGE);
  });

  it('when app/ imports past a feature’s door, then lint fails', () => {
    const result = lint(
      'app/door-fixture.tmp.ts',
      "export const load = () => import('../features/auth/pages/login-page');\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain(DOOR_MESSAGE);
  });

  it('when shared code imports a feature, even through its door, then lint fails', () => {
    const result = lint(
      'lib/door-fixture.tmp.ts',
      "import { useCms } from '../features/cms/index';\n\nexport const fixture = useCms;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Shared code (components/, lib/) must not depend on a feature');
  });

  it('when a feature imports another through its index.ts or routes.ts, then lint passes', () => {
    const result = lint(
      'features/marketing/door-fixture.tmp.ts',
      "import { useCms } from '../cms/index';\nimport { loadCmsPage } from '../cms/routes';\n\nexport const fixture = [useCms, loadCmsPage];\n",
    );
    expect(result.output).not.toContain(DOOR_MESSAGE);
    expect(result.failed).toBe(false);
  });
});
