import type { Endpoint, ResponseOf } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { z } from 'zod';
import { type PreparedBody, prepareBody, sendPrepared } from '../cache/prepared-body.js';
import type { PublicCache } from '../cache/public-cache.js';
import { AppError } from './app-error.js';
import { type Caller, resolveCaller, type TokenVersionLookup } from './caller.js';
import type { Tokens } from './tokens.js';
import { type UploadedFiles, uploadFor, uploadsOf } from './upload.js';

export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['request']>;
  caller: Caller | null;
  files: UploadedFiles;
  req: Request;
}

/** What a handler returns: the call's own keys, and a message when 'OK' is not the right one. */
export type HandlerResult<E extends Endpoint> = Omit<ResponseOf<E>, 'success' | 'message'> & {
  message?: string;
};

export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<HandlerResult<E>>;

export interface RouteOptions<E extends Endpoint> {
  /**
   * Answers that are the same for every caller, kept in a public cache under a key made from the input;
   * they go with an ETag (a matching If-None-Match gets 304) and pre-compressed.
   */
  cache?: { store: PublicCache<PreparedBody>; key: (input: z.output<E['request']>) => string };
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
  return { endpoint, handler, ...(options ? { options } : {}) };
}

export interface RouterDeps {
  tokens: Tokens;
  tokenVersion: TokenVersionLookup;
  /** Check every answer against the contract (tests): a handler that drifts from it fails loudly. */
  validateResponses: boolean;
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

function mount(
  endpoint: Endpoint,
  handler: Handler<Endpoint>,
  deps: RouterDeps,
  options: RouteOptions<Endpoint> = {},
): RequestHandler[] {
  // Who is calling is settled before the body is read, so nobody uploads to a call that is not theirs.
  const authenticate: RequestHandler = async (req, _res, next) => {
    callers.set(req, await resolveCaller(req, endpoint.access, deps.tokens, deps.tokenVersion));
    next();
  };
  const parseBody = endpoint.files ? uploadFor(endpoint.files) : express.json({ limit: '1mb' });
  const run: RequestHandler = async (req, res) => {
    const caller = callers.get(req) ?? null;
    const parsed = endpoint.request.safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      throw new AppError('BAD_REQUEST', Object.values(errors)[0] ?? messages.server.invalidInput, { errors });
    }
    const answer = async () => {
      const data = await handler({ input: parsed.data, caller, files: uploadsOf(req), req });
      const result = { success: true, message: 'OK', ...data };
      if (deps.validateResponses) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          throw new Error(`Response of ${endpoint.path} breaks its contract: ${checked.error.message}`);
        }
      }
      return result;
    };
    const { cache } = options;
    if (cache) {
      const body = await cache.store.get(`${endpoint.path}:${cache.key(parsed.data)}`, async () =>
        prepareBody(await answer()),
      );
      sendPrepared(req, res, body);
      return;
    }
    res.json(await answer());
  };
  return [authenticate, parseBody, run];
}

export function contractRouter(routes: readonly Route[], deps: RouterDeps): Router {
  const router = express.Router();
  for (const { endpoint, handler, options } of routes) {
    router.post(endpoint.path, ...mount(endpoint, handler, deps, options));
  }
  return router;
}
