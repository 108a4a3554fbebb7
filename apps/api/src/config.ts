import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Everything else receives a Config.
 * The embedded default (no variables at all) must start a working AngelBridge, so every value has
 * a local default except in production, where the secrets must be given.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: 127.0.0.1 (this machine only) outside production, 0.0.0.0 in production. */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    API_KEY: z.string().min(8, 'API_KEY must be at least 8 characters').optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('AngelBridge <no-reply@angelbridge.local>'),
    CONTACT_TEAM_EMAIL: z.email().default('team@angelbridge.local'),
    CORS_ORIGINS: z.string().default(''),
    PUBLIC_URL: z.url().optional(),
    WEB_DIST: z.string().optional(),
    VITE_CHAT_WIDGET_SRC: z.union([z.url(), z.literal('')]).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    AUTH_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
    AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
    AUTH_LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(100),
    AUTH_LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(100),
    AUTH_LOGIN_FAILURES_PER_DEVICE_PER_HOUR: z.coerce.number().int().min(1).default(10),
    CONTACT_US_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    CONTACT_US_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
    CODE_WRONG_PER_DAY: z.coerce.number().int().min(1).default(3),
    MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(3),
    /** 'log' on purpose: mail is caught in-process and codes are written to the log (no SMTP server). */
    MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
    /** The mail queue (mail/mail-queue): first retry, the cap of the doubling waits, when to give up, polling. */
    MAIL_RETRY_FIRST_MS: z.coerce.number().int().min(1).default(5_000),
    MAIL_RETRY_MAX_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(10 * 60_000),
    MAIL_GIVE_UP_HOURS: z.coerce.number().min(0).default(24),
    MAIL_POLL_MS: z.coerce.number().int().min(10).default(5_000),
    /** Minutes a conversation message may stay unread before its recipient is e-mailed about it. */
    MESSAGE_EMAIL_DELAY_MINUTES: z.coerce.number().min(0).max(10_080).default(10),
    /** Least time a sign-up and a failed code check take (hides whether an address has an account). */
    AUTH_SIGN_UP_FLOOR_MS: z.coerce.number().int().min(0).optional(),
    AUTH_CODE_CHECK_FLOOR_MS: z.coerce.number().int().min(0).optional(),
    AUTH_CODE_SEND_FLOOR_MS: z.coerce.number().int().min(0).optional(),
    /** Longest time to receive one whole request (headers and body); see http/server-limits. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Open connections one client address may hold; 0 turns the cap off (behind a load balancer). */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
    /** Set: uploads live in this S3-compatible bucket (storage/s3-file-storage.ts); unset: on DATA_DIR. */
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.union([z.url(), z.literal('')]).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '']).optional(),
    S3_PREFIX: z.string().optional(),
    AWS_REGION: z.string().optional(),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    /** Which senders' X-Forwarded-For is believed: see trustedProxies below. */
    TRUST_PROXY: z
      .string()
      // nobody: a local client must not pick its own address (and budget) with X-Forwarded-For
      .default('')
      .refine(
        (value) => /^\d+$/.test(value.trim()) || proxyList(value).every((item) => PROXY_ITEM.test(item)),
        {
          message:
            'TRUST_PROXY is a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDR ranges, or a number of hops',
        },
      ),
  })
  .superRefine((env, ctx) => {
    if (!env.AWS_ACCESS_KEY_ID !== !env.AWS_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AWS_SECRET_ACCESS_KEY'],
        message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['API_KEY', 'JWT_SECRET', 'DATABASE_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required in production` });
    }
    // without SMTP the codes go to the log: only when someone asked for that
    if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'log') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'SMTP_URL is required in production (or set MAIL_TRANSPORT=log to log mail on purpose)',
      });
    }
  });

/** Express's names for address ranges, an IPv4/IPv6 address, or a CIDR range. */
const PROXY_ITEM = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;
const proxyList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** The interface the server listens on. */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiKey: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTeamEmail: string;
  corsOrigins: string[];
  publicUrl: string;
  webDist: string | undefined;
  /** Origin of the live-chat widget the web build loads; the CSP lets it in. */
  chatWidgetOrigin: string | undefined;
  logLevel: string;
  /** Seed the demo people and pitches on first start (embedded default only). */
  seedDemo: boolean;
  /** Login and one-time-code calls: how many each address and each account may make per window. */
  authRateLimit: AuthRateLimit;
  /** Failed password checks in any 60 minutes (ASVS V2.2.1); see modules/auth/login-guard.ts. */
  loginLimit: LoginLimit;
  /** /contactUs: messages per client address and per sender e-mail, each per hour. */
  contactUsLimit: { perAddress: number; perEmail: number };
  /** Wrong one-time codes one account may enter a day; then codes are refused (the mailed link still works). */
  codeBudget: { perDay: number };
  /** Mails one recipient gets per hour from one flow (codes, resets, sign-up notices), however many calls ask. */
  mailPerRecipientPerHour: number;
  /** The mail queue's worker: retries double from firstMs up to maxMs; a mail is given up giveUpMs after its first try. */
  mailQueue: { retryFirstMs: number; retryMaxMs: number; giveUpMs: number; pollMs: number };
  /** How long a message waits unread before its one e-mail (conversations/unread-emails.ts). */
  messageEmailDelayMs: number;
  /** See even-timing: 400, 250 and 250 ms; 0 in tests unless set, so test suites are not slowed. */
  timingFloors: { signUpMs: number; codeCheckMs: number; codeSendMs: number };
  /** Slow bodies and connection floods, applied where the server listens (http/server-limits). */
  serverLimits: ServerLimits;
  /** Uploads in an S3-compatible bucket; undefined: on the local disk (DATA_DIR/uploads). */
  s3: S3Config | undefined;
  /**
   * Whose X-Forwarded-For names the client (Express's 'trust proxy'): only these senders, or the given
   * number of hops. Client addresses key rate limits, so trusting too much lets anyone pick their own.
   */
  trustProxy: number | string[];
}

export interface S3Config {
  bucket: string;
  /** MinIO and other S3-compatible stores; undefined: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** bucket in the path (MinIO-style endpoints) rather than in the host name */
  forcePathStyle: boolean;
  /** Prepended to every key ('' or e.g. 'uploads/'), so one bucket may hold more than this app. */
  prefix: string;
  /** undefined: the SDK's own chain (instance roles, profile files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface ServerLimits {
  requestTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerAddress: number;
}

export interface AuthRateLimit {
  windowMs: number;
  /** Calls of one endpoint from one address. */
  perAddress: number;
  /** Codes asked for one account. */
  perAccount: number;
}

export interface LoginLimit {
  /** On one account (by the e-mail typed), from devices it has not signed in on, from any address. */
  perAccount: number;
  /** From one client address, over every account. */
  perAddress: number;
  /** From one device the account signed in on before (its device cookie); past it the cookie is not trusted. */
  perDevice: number;
}

export const DEFAULT_API_KEY = 'angelbridge-dev-key';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // a laptop on café Wi-Fi must not serve its dev mailbox to the room: only production listens widely
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    apiKey: e.API_KEY ?? DEFAULT_API_KEY,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactTeamEmail: e.CONTACT_TEAM_EMAIL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webDist: e.WEB_DIST,
    chatWidgetOrigin: e.VITE_CHAT_WIDGET_SRC ? new URL(e.VITE_CHAT_WIDGET_SRC).origin : undefined,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    authRateLimit: {
      windowMs: e.AUTH_RATE_WINDOW_MINUTES * 60_000,
      perAddress: e.AUTH_RATE_LIMIT_PER_ADDRESS,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
    loginLimit: {
      perAccount: e.AUTH_LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
      perAddress: e.AUTH_LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
      perDevice: e.AUTH_LOGIN_FAILURES_PER_DEVICE_PER_HOUR,
    },
    contactUsLimit: {
      perAddress: e.CONTACT_US_PER_ADDRESS_PER_HOUR,
      perEmail: e.CONTACT_US_PER_EMAIL_PER_HOUR,
    },
    codeBudget: { perDay: e.CODE_WRONG_PER_DAY },
    mailPerRecipientPerHour: e.MAIL_PER_RECIPIENT_PER_HOUR,
    messageEmailDelayMs: e.MESSAGE_EMAIL_DELAY_MINUTES * 60_000,
    mailQueue: {
      retryFirstMs: e.MAIL_RETRY_FIRST_MS,
      retryMaxMs: e.MAIL_RETRY_MAX_MS,
      giveUpMs: e.MAIL_GIVE_UP_HOURS * 60 * 60_000,
      pollMs: e.MAIL_POLL_MS,
    },
    timingFloors: {
      signUpMs: e.AUTH_SIGN_UP_FLOOR_MS ?? (e.NODE_ENV === 'test' ? 0 : 400),
      codeCheckMs: e.AUTH_CODE_CHECK_FLOOR_MS ?? (e.NODE_ENV === 'test' ? 0 : 250),
      codeSendMs: e.AUTH_CODE_SEND_FLOOR_MS ?? (e.NODE_ENV === 'test' ? 0 : 250),
    },
    serverLimits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.AWS_REGION || 'us-east-1',
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          prefix: e.S3_PREFIX ?? '',
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    trustProxy: /^\d+$/.test(e.TRUST_PROXY.trim()) ? Number(e.TRUST_PROXY) : proxyList(e.TRUST_PROXY),
  };
}

/** The embedded default makes a secret once and keeps it, so sessions survive a restart. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
