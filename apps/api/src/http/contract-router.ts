import type { Endpoint, ResponseOf, UserType } from '@angelbridge/contracts';
import { BAD_CHARACTERS_MESSAGE, hasBadCharacters, messages } from '@angelbridge/contracts';
import express, { type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import { type PreparedBody, prepareBody, sendCallAnswer, sendPrepared } from '../cache/index.js';
import type { PublicCache } from '../cache/public-cache.js';
import type { FileStorage } from '../storage/file-storage.js';
import { AppError } from './app-error.js';
import { verifyJsonBounds } from './body-checks.js';
import { type Caller, type CallerTypeOf, resolveCaller, type TokenVersionLookup } from './caller.js';
import { requestLogger } from './request-log.js';
import { type Limit, withLimits } from './route-limits.js';
import type { Tokens } from './tokens.js';
import { releaseUploads, type UploadedFiles, uploadFor, uploadsOf } from './upload.js';

/**
 * Who a handler serves: a call open to guests may have nobody signed in; any other call is only reached
 * with a caller its access list grants (the router answered 401/403 otherwise), so its type says so.
 */
export type CallerOf<E extends Endpoint> = 'guest' extends E['access'][number]
  ? Caller<UserType> | null
  : Caller<CallerTypeOf<E['access'][number]>>;

export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['request']>;
  caller: CallerOf<E>;
  files: UploadedFiles;
  req: Request;
}

/** What a handler returns: the call's own keys, and a message when 'OK' is not the right one. */
export type HandlerResult<E extends Endpoint> = Omit<ResponseOf<E>, 'success' | 'message'> & {
  message?: string;
};

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<HandlerResult<E>>;

/**
 * Fills in what the body may leave out because the caller already says it (e.g. user_type from the
 * token, §7 /completeProfile); runs before validation.
 */
export type Prepare = (body: Record<string, unknown>, caller: Caller | null) => Record<string, unknown>;

export interface RouteOptions<E extends Endpoint> {
  prepare?: Prepare;
  /**
   * Answers that are the same for every caller, kept in a public cache under a key made from the input;
   * they go with an ETag (a matching If-None-Match gets 304) and pre-compressed.
   */
  cache?: {
    store: PublicCache<PreparedBody>;
    key: (input: z.output<E['request']>) => string;
    /**
     * Whether a signed-in caller's answer may differ from a guest's (a certified investor sees private
     * rounds' terms: issue 32). Then their answer is made for them and never read from nor put in the
     * public cache (convention 19); the fast path leaves every call with a token to the full path.
     */
    personal?: (caller: Caller) => Promise<boolean>;
  };
  /** The call answers 204 without a body (a beacon: nobody reads the answer). */
  noContent?: boolean;
  /**
   * Runs once the caller is known and BEFORE the body is read (rate limits per address): a refusal
   * answers at once and closes the connection, so a refused upload is never received.
   */
  before?: (req: Request, caller: Caller | null) => Promise<void>;
  /** Rate limits, budgets and timing floors around the handler, in order (see route-limits.ts). */
  limits?: readonly Limit<HandlerContext<E>>[];
}

export interface Route {
  endpoint: Endpoint;
  // biome-ignore lint/suspicious/noExplicitAny: a list of routes mixes endpoints; route() keeps each one typed
  handler: Handler<any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  options?: RouteOptions<any>;
}

/** Pairs an endpoint of the contract with its handler; the handler's input and output are typed by it. */
export function route<E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  options?: RouteOptions<E>,
): Route {
  const limited = options?.limits ? withLimits(handler, options.limits) : handler;
  return { endpoint, handler: limited, ...(options ? { options } : {}) };
}

export interface RouterDeps {
  tokens: Tokens;
  tokenVersion: TokenVersionLookup;
  /**
   * Every answer leaves through its contract's schema, unknown keys stripped, so a handler that returns
   * too much cannot leak it. strict (tests): an answer that breaks the contract throws, loudly;
   * otherwise it is logged and the caller gets the generic 500, never the unchecked answer.
   */
  validateResponses: boolean;
  /** Where multipart calls stream their files. */
  storage: FileStorage;
}

/** The first string of a body (at any depth) holding a NUL or broken Unicode, by its field path. */
function badTextField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasBadCharacters(value) ? path || '_' : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = badTextField(item, path);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasBadCharacters(key)) return path || '_';
      const found = badTextField(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** The first message per field, keyed by the field's path ('investment_range.min'). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

const callers = new WeakMap<Request, Caller | null>();

type CacheOption = NonNullable<RouteOptions<Endpoint>['cache']>;

/** Where a cached call keeps the answer to an input: its path and the route's key of the input. */
const cacheKey = (endpoint: Endpoint, cache: CacheOption, input: unknown) =>
  `${endpoint.path}:${cache.key(input)}`;

/** A cached call the fast path (cache/fast-path.ts) may answer when its body is `{}`. */
export interface CachedRead {
  path: string;
  store: PublicCache<PreparedBody>;
  /** The cache key of the input `{}` parses to. */
  key: string;
  /** A call with a token may be personal (the route's `cache.personal`): the fast path must not answer it. */
  personal: boolean;
}

/**
 * The calls whose answer to `{}` is the same for every caller and held in a public cache: open to guests,
 * cached, JSON, and with no other option (a `prepare` reads the caller, a `before` limits the rate; those,
 * and any option added later, keep the full path).
 */
export function cachedReads(routes: readonly Route[]): CachedRead[] {
  return routes.flatMap(({ endpoint, options }) => {
    const cache = options?.cache;
    const only = options && Object.keys(options).every((name) => name === 'cache');
    if (!cache || !only || endpoint.files || !endpoint.access.includes('guest')) return [];
    const parsed = endpoint.request.safeParse({});
    if (!parsed.success) return [];
    return [
      {
        path: endpoint.path,
        store: cache.store,
        key: cacheKey(endpoint, cache, parsed.data),
        personal: cache.personal !== undefined,
      },
    ];
  });
}

type Answer =
  | { kind: 'none' }
  | { kind: 'prepared'; body: PreparedBody }
  | { kind: 'json'; body: Record<string, unknown> };

/** One call, once its caller is known and its body read: checks, the handler, the contract on the way out. */
export async function respond(
  { endpoint, handler, options = {} }: Route,
  deps: RouterDeps,
  req: Request,
  rawBody: unknown,
  caller: Caller | null,
): Promise<Answer> {
  const { prepare } = options;
  const body: Record<string, unknown> =
    rawBody && typeof rawBody === 'object' ? (rawBody as Record<string, unknown>) : {};
  // every text field, whatever its schema: PostgreSQL would refuse these with a 500
  const bad = badTextField(body, '');
  if (bad) {
    throw new AppError('BAD_REQUEST', BAD_CHARACTERS_MESSAGE, {
      errors: { [bad]: BAD_CHARACTERS_MESSAGE },
    });
  }
  const parsed = endpoint.request.safeParse(prepare ? prepare(body, caller) : body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new AppError('BAD_REQUEST', Object.values(errors)[0] ?? messages.server.invalidInput, { errors });
  }
  const answer = async () => {
    const data = await handler({
      input: parsed.data,
      caller: caller as CallerOf<Endpoint> & Caller,
      files: uploadsOf(req),
      req,
    });
    const result = { success: true, message: 'OK', ...data };
    const checked = endpoint.response.safeParse(result);
    if (!checked.success) {
      if (deps.validateResponses) {
        throw new Error(`Response of ${endpoint.path} breaks its contract: ${checked.error.message}`);
      }
      // only the paths and codes of the issues: the values may be exactly what must not leak
      const issues = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`);
      requestLogger(req)?.error(
        { path: endpoint.path, issues },
        'an answer broke its contract and was withheld',
      );
      throw new AppError('INTERNAL', messages.errors.generic);
    }
    return checked.data as Record<string, unknown>;
  };
  if (options.noContent) {
    await handler({
      input: parsed.data,
      caller: caller as CallerOf<Endpoint> & Caller,
      files: uploadsOf(req),
      req,
    });
    return { kind: 'none' };
  }
  const { cache } = options;
  const personal = cache?.personal && caller ? await cache.personal(caller) : false;
  if (cache && !personal) {
    const prepared = await cache.store.get(cacheKey(endpoint, cache, parsed.data), async () =>
      prepareBody(await answer()),
    );
    return { kind: 'prepared', body: prepared };
  }
  return { kind: 'json', body: await answer() };
}

function mount(entry: Route, deps: RouterDeps): RequestHandler[] {
  const { endpoint } = entry;
  // Who is calling is settled before the body is read, so nobody uploads to a call that is not theirs.
  const authenticate: RequestHandler = async (req, _res, next) => {
    callers.set(req, await resolveCaller(req, endpoint.access, deps.tokens, deps.tokenVersion));
    next();
  };
  const { before } = entry.options ?? {};
  const guard: RequestHandler = async (req, res, next) => {
    try {
      await before?.(req, callers.get(req) ?? null);
    } catch (error) {
      // the body is still unread: closing after the answer means it never will be
      res.setHeader('Connection', 'close');
      throw error;
    }
    next();
  };
  const json = express.json({ limit: '1mb', verify: verifyJsonBounds });
  const upload = endpoint.files ? uploadFor(endpoint.files, deps.storage) : null;
  // a multipart call that takes JSON too reads a JSON body as any other call does (it carries no files)
  const parseBody: RequestHandler =
    upload && endpoint.jsonToo
      ? (req, res, next) => (req.is('application/json') ? json(req, res, next) : upload(req, res, next))
      : (upload ?? json);
  const run: RequestHandler = async (req, res) => {
    try {
      const answer = await respond(entry, deps, req, req.body, callers.get(req) ?? null);
      if (answer.kind === 'none') res.status(204).end();
      else if (answer.kind === 'prepared') sendPrepared(req, res, answer.body);
      else await sendCallAnswer(req, res, answer.body);
    } finally {
      // files the handler did not keep (or a refused call's) are gone before the call ends
      if (endpoint.files) await releaseUploads(req, deps.storage);
    }
  };
  return before ? [authenticate, guard, parseBody, run] : [authenticate, parseBody, run];
}

/**
 * Every call of the contract, found by its path in one lookup: a router of a route per call would try
 * each call's pattern in turn on every request (the last of 200 after 199 others). The path is matched as
 * Express matches a route: without regard to case, with or without a trailing slash.
 */
export function contractRouter(routes: readonly Route[], deps: RouterDeps): RequestHandler {
  const calls = new Map<string, RequestHandler>();
  for (const entry of routes) calls.set(callKey(entry.endpoint.path), inTurn(mount(entry, deps)));
  return (req, res, next) => {
    const call = req.method === 'POST' ? calls.get(callKey(req.path)) : undefined;
    if (call) call(req, res, next);
    else next();
  };
}

const callKey = (path: string) =>
  (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/**
 * Runs handlers one after the other, as a route runs its handlers: each calls `next` to go on, and an
 * error (thrown, rejected or passed to `next`) goes to the app's error handler.
 */
function inTurn(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let at = 0;
    const step = (error?: unknown) => {
      if (error) return next(error);
      const handler = handlers[at++];
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise)
          result.catch((rejected: unknown) => next(rejected ?? new Error('rejected')));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
