// Adds up the counts vitest and Playwright print and prints `N passed, N failed`.
// A failing step that runs no test (lint, typecheck, build) still counts as one failure.
import { readFileSync } from 'node:fs';

const [, , logFile, status] = process.argv;
// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
const text = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let flaky = 0;
for (const raw of text.split('\n')) {
  const line = raw.replace(/^[@\w/.-]+:\w+: /, ''); // turbo's "pkg:task: " prefix
  const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  const playwright = line.match(/^\s+(\d+) (passed|failed|flaky)( \(|$)/);
  if (playwright) {
    const count = Number(playwright[1]);
    if (playwright[2] === 'failed') failed += count;
    else passed += count;
    // A flaky test failed once and passed on its retry: Playwright counts it apart from 'passed'.
    if (playwright[2] === 'flaky') flaky += count;
  }
}
if (status !== '0' && failed === 0) failed = 1;
if (flaky > 0) console.log(`(${flaky} of the passed end-to-end tests needed their one retry)`);
console.log(`${passed} passed, ${failed} failed`);
