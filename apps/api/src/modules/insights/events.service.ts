import { messages, type recordPitchEventRequest } from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { type RateLimitStore, tooManyRequests } from '../../http/rate-limit-store.js';
import { isPublicPitch } from '../pitches/index.js';
import { findEventTarget, recordCountedEvent } from './events.queries.js';

const m = messages.pitchEvents;

/**
 * Events one address may send per minute: a person reading pitches sends a few; past this it is a
 * script inflating someone's figures, and its events are refused (429).
 */
export const EVENTS_PER_MINUTE = 120;

const refuse = (field: string, message: string) => fieldError('BAD_REQUEST', field, message);

/**
 * Events a page sends. The server decides what they mean: a signed-in caller is named by their
 * session (the visitor id is then ignored), a guest by their browser's random id; the owner's own
 * views are dropped; an event about a pitch nobody may see, or a document that is not a public one of
 * that pitch (a locked document's opens are recorded when /openPitchDocument hands out its link), is
 * refused and stores nothing.
 */
export function pitchEventsService(db: Db, limits: RateLimitStore) {
  return {
    async record(
      input: z.output<typeof recordPitchEventRequest>,
      caller: Caller | null,
      address: string,
    ): Promise<void> {
      const isTab = input.kind === 'tab_view';
      if (isTab && input.document_id !== undefined) throw refuse('document_id', m.tabWithDocument);
      if (!isTab && (input.tab !== undefined || input.duration_ms !== undefined)) {
        throw refuse(input.tab !== undefined ? 'tab' : 'duration_ms', m.documentWithTab);
      }
      const target = await findEventTarget(db, input.pitch_id, input.document_id ?? null);
      if (target && caller?.userId === target.ownerId) return;
      if (!target || !isPublicPitch(target)) throw refuse('pitch_id', m.noVisiblePitch);
      if (!isTab && target.documentLocked !== false) throw refuse('document_id', m.noPublicDocument);
      const event = {
        pitchId: input.pitch_id,
        kind: input.kind,
        viewerId: caller?.userId ?? null,
        visitorId: caller ? null : input.visitor_id,
        tab: input.tab ?? null,
        documentId: input.document_id ?? null,
        durationMs: input.duration_ms ?? 0,
      };
      const counting = limits.counting(`pitch-events:${address}`, 60_000);
      const count = await recordCountedEvent(db, event, counting, EVENTS_PER_MINUTE);
      if (count.hits > EVENTS_PER_MINUTE) throw tooManyRequests(count);
    },
  };
}

export type PitchEventsService = ReturnType<typeof pitchEventsService>;
