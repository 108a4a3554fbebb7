import type { saveUpdateForm } from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Actor, UpdatesContext } from './context.js';
import { deleteUpdate, saveUpdate, updateNotFound } from './drafts.js';
import { ownedPitch } from './drafts.queries.js';
import {
  ownerReadable,
  pitchSeries,
  portfolioSeries,
  receivedFrom,
  recipientReadable,
} from './metrics.queries.js';
import { publishUpdate } from './publish.js';
import { listUpdates, type Reader, readUpdate } from './read-updates.js';
import { replyToUpdate } from './reply.js';

/** The updates' use cases, bound to their parts (the routes call these). */
export function updatesService(context: UpdatesContext) {
  const { db } = context;
  return {
    save: (actor: Actor, input: z.output<typeof saveUpdateForm>) => saveUpdate(db, actor, input),
    publish: (actor: Actor, updateId: string) => publishUpdate(context, actor, updateId),
    remove: (actor: Actor, updateId: string) => deleteUpdate(db, actor, updateId),
    list: (reader: Reader, input: { pitch_id?: string; page?: number }) => listUpdates(db, reader, input),
    read: (userId: string, updateId: string) => readUpdate(db, userId, updateId),
    reply: (actor: Actor, input: { update_id: string; body: string }) => replyToUpdate(context, actor, input),

    /**
     * A pitch's metrics: all its published updates for the owner, those sent to them for a recipient;
     * for anyone else the pitch has none to show (404).
     */
    async pitchMetrics(userId: string, pitchId: string) {
      if (await ownedPitch(db, pitchId, userId)) return pitchSeries(db, ownerReadable(pitchId));
      if (await receivedFrom(db, userId, pitchId)) return pitchSeries(db, recipientReadable(userId, pitchId));
      throw updateNotFound();
    },

    portfolioMetrics: (userId: string) => portfolioSeries(db, userId),
  };
}

export type UpdatesService = ReturnType<typeof updatesService>;
