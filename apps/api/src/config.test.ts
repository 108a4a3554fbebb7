import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'angelbridge-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const production = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  API_KEY: 'a-production-api-key',
  JWT_SECRET: 'a-production-secret-that-is-long-enough',
  DATABASE_URL: 'postgres://app@db.example.com/angelbridge',
};

describe('production mail settings', () => {
  it('when SMTP_URL is missing, then the app refuses to start and says why', () => {
    expect(() => loadConfig(production)).toThrow(/SMTP_URL is required in production/);
  });

  it('when MAIL_TRANSPORT=log is set on purpose, then it starts without SMTP_URL', () => {
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'log' }).smtpUrl).toBeUndefined();
  });

  it('when SMTP_URL is given, then it starts', () => {
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' }).smtpUrl).toBe(
      'smtp://mail.example.com:587',
    );
  });

  it('when not in production, then no SMTP_URL is needed (mail is caught locally)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).smtpUrl).toBeUndefined();
  });
});
