import {
  deleteUpdate,
  getPitchMetrics,
  getPortfolioMetrics,
  getUpdate,
  getUpdates,
  publishUpdate,
  replyToUpdate,
  saveUpdate,
  updateTexts as t,
  UPDATE_WRITES_PER_MINUTE,
} from '@angelbridge/contracts';
import type { Request } from 'express';
import type { Caller } from '../../http/caller.js';
import { type Route, route } from '../../http/contract-router.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import { requestIdOf } from '../../http/request-log.js';
import type { UpdatesService } from './updates.service.js';

const MINUTE = 60_000;

const actorOf = (caller: Caller, req: Request) => ({ userId: caller.userId, requestId: requestIdOf(req) });

/**
 * What a person reads of updates is theirs alone: never kept by a browser, a proxy or a shared cache
 * (and never a public cache's or a server-rendered page's: none of these calls is open to guests).
 */
const privateAnswer = (req: Request) => req.res?.setHeader('Cache-Control', 'no-store');

export function updatesRoutes(service: UpdatesService, store: RateLimitStore): Route[] {
  // every write (save, publish, delete, reply), per person, in the shared store (every instance counts)
  const writes = {
    limits: [
      async ({ caller }: { caller: Caller }) =>
        enforce(store, `updates ${caller.userId}`, UPDATE_WRITES_PER_MINUTE, MINUTE),
    ],
  };
  return [
    route(
      saveUpdate,
      async ({ input, caller, req }) => ({
        update: await service.save(actorOf(caller, req), input),
        message: t.saved,
      }),
      writes,
    ),
    route(
      publishUpdate,
      async ({ input, caller, req }) => {
        const published = await service.publish(actorOf(caller, req), input.update_id);
        return { ...published, message: t.published(published.recipient_count) };
      },
      writes,
    ),
    route(
      deleteUpdate,
      async ({ input, caller, req }) => {
        await service.remove(actorOf(caller, req), input.update_id);
        return { message: t.deleted };
      },
      writes,
    ),
    route(getUpdates, async ({ input, caller, req }) => {
      privateAnswer(req);
      return { ...(await service.list(caller, input)), message: t.loaded };
    }),
    route(getUpdate, async ({ input, caller, req }) => {
      privateAnswer(req);
      return { ...(await service.read(caller.userId, input.update_id)), message: t.loaded };
    }),
    route(getPitchMetrics, async ({ input, caller, req }) => {
      privateAnswer(req);
      return { series: await service.pitchMetrics(caller.userId, input.pitch_id), message: t.metricsLoaded };
    }),
    route(getPortfolioMetrics, async ({ caller, req }) => {
      privateAnswer(req);
      return { companies: await service.portfolioMetrics(caller.userId), message: t.metricsLoaded };
    }),
    route(
      replyToUpdate,
      async ({ input, caller, req }) => ({
        ...(await service.reply(actorOf(caller, req), input)),
        message: t.replied,
      }),
      writes,
    ),
  ];
}
