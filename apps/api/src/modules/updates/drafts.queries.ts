import type { InvestorUpdate, UpdateAudience, UpdateStatus } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { updateDocSql } from './update-shape.js';

/** An update as the owner-only calls decide on it. */
export interface UpdateFacts {
  id: string;
  pitch_id: string;
  owner_id: string;
  name_of_pitch: string;
  status: UpdateStatus;
  title: string;
  body: string;
}

export interface DraftContent {
  title: string;
  body: string;
  audience: UpdateAudience;
  metrics: { key: string; label: string; value: number; unit: string; period: string }[];
}

/** The pitch when the caller owns it (any state: drafts and hidden pitches report too), else null. */
export async function ownedPitch(db: Db, pitchId: string, userId: string): Promise<{ id: string } | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from pitches where id = ${pitchId} and owner_id = ${userId}`,
  );
  return row ?? null;
}

/** The update with its pitch's owner, its row locked until the transaction ends. */
export async function lockUpdate(tx: Db, updateId: string): Promise<UpdateFacts | null> {
  const [row] = await queryRows<UpdateFacts>(
    tx,
    sql`select u.id, u.pitch_id, p.owner_id, p.name_of_pitch, u.status, u.title, u.body
        from investor_updates u join pitches p on p.id = u.pitch_id
        where u.id = ${updateId} for update of u`,
  );
  return row ?? null;
}

/** Replaces the update's metrics with these, in this order (one statement, whatever their number). */
async function writeMetrics(tx: Db, updateId: string, metrics: DraftContent['metrics']): Promise<void> {
  await tx.execute(sql`delete from update_metrics where update_id = ${updateId}`);
  if (metrics.length === 0) return;
  const rows = metrics.map((m, position) => ({ ...m, position }));
  await tx.execute(
    sql`insert into update_metrics (update_id, position, key, label, value, unit, period)
        select ${updateId}, m.position, m.key, m.label, m.value, m.unit, m.period
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as m(position int, key text, label text, value numeric, unit text, period text)`,
  );
}

export async function insertDraft(tx: Db, pitchId: string, draft: DraftContent): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into investor_updates (pitch_id, title, body, audience)
        values (${pitchId}, ${draft.title}, ${draft.body}, ${draft.audience}) returning id`,
  );
  if (!row) throw new Error('update not inserted');
  await writeMetrics(tx, row.id, draft.metrics);
  return row.id;
}

export async function replaceDraft(tx: Db, updateId: string, draft: DraftContent): Promise<void> {
  await tx.execute(
    sql`update investor_updates set title = ${draft.title}, body = ${draft.body}, audience = ${draft.audience},
          updated_at = now()
        where id = ${updateId} and status = 'draft'`,
  );
  await writeMetrics(tx, updateId, draft.metrics);
}

export async function deleteDraft(tx: Db, updateId: string): Promise<void> {
  await tx.execute(sql`delete from investor_updates where id = ${updateId} and status = 'draft'`);
}

/** One update, whole, as the contract shapes it. */
export async function loadUpdate(db: Db, updateId: string): Promise<InvestorUpdate> {
  const [row] = await queryRows<{ doc: string }>(
    db,
    sql`select ${updateDocSql} as doc from investor_updates u join pitches p on p.id = u.pitch_id
        where u.id = ${updateId}`,
  );
  if (!row) throw new Error('an update vanished inside its transaction');
  return JSON.parse(row.doc) as InvestorUpdate;
}
