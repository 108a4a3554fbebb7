import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { trustedProxyNotice } from './http/trust-proxy.js';

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

describe('the interface the server listens on', () => {
  it('when HOST is unset outside production, then only this machine can connect (127.0.0.1)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  });

  it('when HOST is unset in production, then every interface (the container or host decides reach)', () => {
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'log' }).host).toBe('0.0.0.0');
  });

  it('when HOST is set, then it wins, in development too', () => {
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('request and connection limits', () => {
  it('when nothing is set, then 30 s per request and 100 connections per address', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).serverLimits).toEqual({
      requestTimeoutMs: 30_000,
      maxConnectionsPerAddress: 100,
    });
  });

  it('when MAX_CONNECTIONS_PER_ADDRESS=0, then the cap is off; a timeout under 1 s is refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir, MAX_CONNECTIONS_PER_ADDRESS: '0' }).serverLimits).toEqual({
      requestTimeoutMs: 30_000,
      maxConnectionsPerAddress: 0,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('file storage', () => {
  it('when S3_BUCKET is unset (or empty), then files stay on the local disk', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('when S3_BUCKET is set, then the bucket is used with the SDK’s variables', () => {
    const s3 = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'minio',
      AWS_SECRET_ACCESS_KEY: 'minio-secret',
    }).s3;
    expect(s3).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: '',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
  });

  it('when no keys are given, then the SDK’s own chain (instance roles) provides them', () => {
    const s3 = loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'uploads', AWS_REGION: 'eu-west-3' }).s3;
    expect(s3).toMatchObject({ region: 'eu-west-3', endpoint: undefined, forcePathStyle: false });
    expect(s3?.credentials).toBeUndefined();
  });

  it('when only one of the two keys is set, then the app refuses to start and says why', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'uploads', AWS_ACCESS_KEY_ID: 'x' })).toThrow(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together/,
    );
  });
});

describe('trusted proxies', () => {
  it('when TRUST_PROXY is unset, then no proxy is believed, not even on loopback', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '' }).trustProxy).toEqual([]);
  });

  it('when the server listens on a public interface and trusts a proxy, then start-up says so in one line', () => {
    const notice = (env: Record<string, string>) =>
      trustedProxyNotice(loadConfig({ DATA_DIR: dataDir, ...env }));
    expect(notice({ HOST: '0.0.0.0', TRUST_PROXY: 'uniquelocal' })).toMatch(
      /^Listening on 0\.0\.0\.0 .*X-Forwarded-For.*uniquelocal.*TRUST_PROXY/,
    );
    expect(notice({ HOST: '0.0.0.0', TRUST_PROXY: '1' })).toContain('1 hop');
    expect(notice({ HOST: '0.0.0.0' })).toBeNull();
    expect(notice({ HOST: '127.0.0.1', TRUST_PROXY: 'loopback' })).toBeNull();
  });

  it('when TRUST_PROXY lists ranges or gives hops, then those; anything else refuses to start', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback, uniquelocal,10.0.0.0/8' }).trustProxy,
    ).toEqual(['loopback', 'uniquelocal', '10.0.0.0/8']);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
