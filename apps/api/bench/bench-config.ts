import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config.js';

export const BENCH_API_KEY = 'bench-api-key';
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

/**
 * The app's configuration for one bench: a throwaway DATA_DIR, no web build, no request log; `env` adds
 * settings (the upload flood's bucket).
 */
export function benchConfig(name: string, env: NodeJS.ProcessEnv = {}): { config: Config; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), `angelbridge-${name}-`));
  const config = loadConfig({
    ...env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    API_KEY: BENCH_API_KEY,
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  return { config, dataDir };
}
