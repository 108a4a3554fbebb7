import { setTimeout as sleep } from 'node:timers/promises';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { enforce, type RateLimitStore } from './rate-limit-store.js';

/** What a limit does once the call has run: `failure` holds what it threw, undefined when it answered. */
export type AfterCall = (failure: { error: unknown } | undefined) => Promise<void>;

/**
 * A route option (`route(endpoint, handler, { limits: [...] })`): a rate limit, budget or timing floor.
 * It runs once the input is parsed, before the handler, and refuses the call by throwing (a 429); what it
 * answers runs once the call has run (a budget spent on a wrong code, a floor padding the answer).
 */
export type Limit<C> = (ctx: C) => Promise<AfterCall> | Promise<void>;

/**
 * The handler behind its limits: they run in order, and what they answered in reverse order, so the
 * first limit of the list wraps all the others (a timing floor first covers the limits after it).
 */
export function withLimits<C, R>(handler: (ctx: C) => Promise<R>, limits: readonly Limit<C>[]) {
  return async (ctx: C): Promise<R> => {
    const after: AfterCall[] = [];
    const settle = async (failure: { error: unknown } | undefined) => {
      for (const step of [...after].reverse()) await step(failure);
    };
    let result: R;
    try {
      for (const limit of limits) {
        const step = await limit(ctx);
        if (step) after.push(step);
      }
      result = await handler(ctx);
    } catch (error) {
      await settle({ error });
      throw error;
    }
    await settle(undefined);
    return result;
  };
}

/**
 * Answers no sooner than `floorMs` after the limit ran, so that how long a call takes does not tell
 * whether an address has an account. The work of both answers is already alike (decoy reads and
 * writes, a hash either way); the floor covers what is left: the database's caches and the machine's
 * load treat a known row and an unknown one differently. Real work longer than the floor is not padded.
 * `floorMs` may depend on the call (0: no floor); `failuresOnly` pads refusals only.
 */
export function timingFloor<C>(
  floorMs: number | ((ctx: C) => number),
  { failuresOnly = false } = {},
): Limit<C> {
  return async (ctx) => {
    const started = performance.now();
    const floor = typeof floorMs === 'number' ? floorMs : floorMs(ctx);
    return async (failure) => {
      if (!failure && failuresOnly) return;
      const left = floor - (performance.now() - started);
      if (left > 0) await sleep(left);
    };
  };
}

/** The client's address; an IPv6 client counts by its /56, as one household or host would. */
export const clientAddress = (req: Request) => ipKeyGenerator(req.ip ?? '');

/** At most `max` calls per client address in the window, counted under `name` in the shared store. */
export function perAddress(store: RateLimitStore, name: string, max: number, windowMs: number) {
  return async ({ req }: { req: Request }): Promise<void> =>
    enforce(store, `${name} ${clientAddress(req)}`, max, windowMs);
}
