import type { ContactEventKind } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The steps other modules write into a request's history (a conversation started, made read-only...). */
export type OutsideStep = Extract<
  ContactEventKind,
  'conversation_started' | 'conversation_read_only' | 'conversation_reopened' | 'faq_published'
>;

/**
 * Writes one step into the history of the investor's request for the pitch, in the caller's
 * transaction; nothing when there is no such request (it was deleted with an account). Dated now, and
 * always after the request's latest step: the step that caused it (a deny) may share the transaction's clock.
 */
export async function recordRequestStep(
  tx: Db,
  step: { pitchId: string; investorId: string; kind: OutsideStep; actorId: string | null },
): Promise<void> {
  await tx.execute(sql`
    insert into contact_request_events (contact_request_id, kind, actor_id, created_at)
    select r.id, ${step.kind}::contact_event_kind, ${step.actorId}::uuid, greatest(now(), (
        select max(e.created_at) + interval '1 microsecond' from contact_request_events e
        where e.contact_request_id = r.id))
    from contact_requests r where r.pitch_id = ${step.pitchId} and r.investor_id = ${step.investorId}`);
}
