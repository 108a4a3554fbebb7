import type { ContactEventKind } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The steps other modules add to a request's history: the conversation's, about the same pitch and investor. */
export type ConversationStep = Extract<
  ContactEventKind,
  'conversation_started' | 'conversation_read_only' | 'conversation_reopened' | 'faq_published'
>;

/**
 * Adds a step to the history of the investor's request for the pitch, in the caller's transaction; none
 * when there is no such request. Dated now, and always after the request's latest step (the step that
 * caused it may share the transaction's clock).
 */
export async function recordRequestStep(
  tx: Db,
  step: { pitchId: string; investorId: string; kind: ConversationStep; actorId: string | null },
): Promise<void> {
  await tx.execute(sql`
    insert into contact_request_events (contact_request_id, kind, actor_id, created_at)
    select r.id, ${step.kind}::contact_event_kind, ${step.actorId}::uuid, greatest(now(), (
        select max(e.created_at) + interval '1 microsecond' from contact_request_events e
        where e.contact_request_id = r.id))
    from contact_requests r where r.pitch_id = ${step.pitchId} and r.investor_id = ${step.investorId}`);
}
