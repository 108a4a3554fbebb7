import type { CommitmentEvent, CommitmentStatus, RoundState } from '@angelbridge/contracts';
import { type Placeholder, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { pitches } from '../../db/schema/index.js';
import { pitchWithdrawnSql } from '../pitches/index.js';

/** Statuses that count toward a round (and that the one-live-per-investor index covers). */
export const LIVE = sql`('indicated', 'accepted', 'closing', 'funded')`;
/**
 * Statuses whose money the founder took: accepted, accepted then carried into a closing round, and
 * closing then received (funded, issue 33).
 */
export const TAKEN = sql`('accepted', 'closing', 'funded')`;

export interface PitchFacts {
  id: string;
  owner_id: string;
  name_of_pitch: string;
  target: number;
  min_per_investor: number;
  is_hidden: boolean;
  draft: boolean;
  withdrawn: boolean;
  /** Issue 32: only investors whose certification opens private rounds may commit to one. */
  private_round: boolean;
}

/** What the rules need of a pitch: its owner, figures and visibility (checked with the pitches' rule). */
export async function findPitch(db: Db, pitchId: string): Promise<PitchFacts | null> {
  const [row] = await queryRows<PitchFacts>(db, pitchFactsSql(pitchId));
  return row ?? null;
}

export const pitchFactsSql = (pitchId: Placeholder | string) =>
  sql`select ${pitches.id} as id, ${pitches.ownerId} as owner_id, ${pitches.nameOfPitch} as name_of_pitch,
        ${pitches.target}::float8 as target, ${pitches.minPerInvestor}::float8 as min_per_investor,
        ${pitches.isHidden} as is_hidden, ${pitches.draft} as draft, ${pitchWithdrawnSql} as withdrawn,
        ${pitches.privateRound} as private_round
      from ${pitches} where ${pitches.id} = ${pitchId}`;

export interface PersonFacts {
  id: string;
  user_type: string;
  is_profile_complete: boolean;
  first_name: string;
  last_name: string;
  email: string;
  company_or_organization: string | null;
  photo: string | null;
  deleted: boolean;
  suspended: boolean;
  /** A current certification other than `none` (the certification module's SQL rule, investor_certified). */
  certified: boolean;
}

export async function findPerson(db: Db, userId: string): Promise<PersonFacts | null> {
  const [row] = await queryRows<PersonFacts>(db, personFactsSql(userId));
  return row ?? null;
}

/** Who a batch of notices goes to (commitment-notices.ts): address, first name, whether they may be told. */
export function findPeopleTold(db: Db, userIds: readonly string[]) {
  return queryRows<{ id: string; email: string; first_name: string; deleted: boolean; suspended: boolean }>(
    db,
    sql`select id, email, first_name, deleted_at is not null as deleted, suspended_at is not null as suspended
        from users where id = any(${`{${userIds.join(',')}}`}::uuid[])`,
  );
}

export const personFactsSql = (userId: Placeholder | string) =>
  sql`select id, user_type, is_profile_complete, first_name, last_name, email, company_or_organization, photo,
        deleted_at is not null as deleted, suspended_at is not null as suspended,
        investor_certified(id) as certified
      from users where id = ${userId}`;

/** findPitch and findPerson in one round trip (a commit's first read, prepared). */
export async function findPitchAndPerson(db: Db, pitchId: string, userId: string) {
  const [row] = await commitFacts(db, { pitchId, userId });
  return { pitch: row?.pitch ?? null, person: row?.person ?? null };
}

const commitFacts = preparedStatement<
  { pitch: PitchFacts | null; person: PersonFacts | null },
  { pitchId: string; userId: string }
>(
  'commit_facts',
  (v) => sql`select (select to_jsonb(p) from (${pitchFactsSql(v.pitchId)}) p) as pitch,
    (select to_jsonb(u) from (${personFactsSql(v.userId)}) u) as person`,
);

export interface RoundRow {
  pitch_id: string;
  state: RoundState;
  show_progress: boolean;
  lead_investor_id: string | null;
  closed_at: Date | string | null;
}

const roundColumns = sql`pitch_id, state, show_progress, lead_investor_id, closed_at`;

/**
 * The round's row, made on first use, locked: `share` for a change of one commitment (many at once), and
 * `update` for a change of the round itself (close, reopen, lead, visibility), which so waits for every
 * commitment change in flight and holds the next ones until it commits. That is what keeps a decision
 * from landing in a round that closed meanwhile.
 */
export async function lockRound(tx: Db, pitchId: string, mode: 'share' | 'update'): Promise<RoundRow> {
  const lock = mode === 'update' ? sql`for update` : sql`for share`;
  const select = sql`select ${roundColumns} from pitch_rounds where pitch_id = ${pitchId} ${lock}`;
  const [found] = await queryRows<RoundRow>(tx, select);
  if (found) return found;
  // the first change of this round: made once, whoever comes first (the others find it)
  await tx.execute(sql`insert into pitch_rounds (pitch_id) values (${pitchId}) on conflict do nothing`);
  const [row] = await queryRows<RoundRow>(tx, select);
  if (!row) throw new Error('round row neither inserted nor found');
  return row;
}

/** The round as it stands, without writing: an unused round reads as open and private. */
export async function readRound(db: Db, pitchId: string): Promise<RoundRow> {
  const [row] = await queryRows<RoundRow>(
    db,
    sql`select ${roundColumns} from pitch_rounds where pitch_id = ${pitchId}`,
  );
  return (
    row ?? { pitch_id: pitchId, state: 'open', show_progress: false, lead_investor_id: null, closed_at: null }
  );
}

export async function updateRound(
  tx: Db,
  pitchId: string,
  change: { state?: RoundState; show_progress?: boolean; lead_investor_id?: string | null; closed?: boolean },
): Promise<void> {
  const sets = [sql`updated_at = now()`];
  if (change.state !== undefined) sets.push(sql`state = ${change.state}`);
  if (change.show_progress !== undefined) sets.push(sql`show_progress = ${change.show_progress}`);
  if (change.lead_investor_id !== undefined) sets.push(sql`lead_investor_id = ${change.lead_investor_id}`);
  // the moment the close holds the round, not when its transaction began: a decision that took the lock
  // before it (its history stamped with its own start) must read as earlier than the close
  if (change.closed !== undefined)
    sets.push(change.closed ? sql`closed_at = clock_timestamp()` : sql`closed_at = null`);
  await tx.execute(sql`update pitch_rounds set ${sql.join(sets, sql`, `)} where pitch_id = ${pitchId}`);
}

export interface CommitmentRow {
  id: string;
  pitch_id: string;
  investor_id: string;
  amount: number;
  min_round_total: number | null;
  requires_lead: boolean;
  until: string | null;
  note: string | null;
  status: CommitmentStatus;
  decision_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const commitmentColumns = sql`c.id, c.pitch_id, c.investor_id, c.amount::float8 as amount,
  c.min_round_total::float8 as min_round_total, c.requires_lead, to_char(c.until, 'YYYY-MM-DD') as until,
  c.note, c.status, c.decision_reason, c.created_at, c.updated_at`;

export async function findLiveCommitment(tx: Db, pitchId: string, investorId: string) {
  const [row] = await queryRows<CommitmentRow>(
    tx,
    sql`select ${commitmentColumns} from commitments c
        where c.pitch_id = ${pitchId} and c.investor_id = ${investorId} and c.status in ${LIVE} for update`,
  );
  return row ?? null;
}

/** A commitment, locked, with its pitch's owner and name. */
export async function lockCommitment(tx: Db, id: string) {
  const [row] = await queryRows<CommitmentRow & { owner_id: string; name_of_pitch: string }>(
    tx,
    sql`select ${commitmentColumns}, p.owner_id, p.name_of_pitch from commitments c
        join pitches p on p.id = c.pitch_id where c.id = ${id} for update of c`,
  );
  return row ?? null;
}

export async function findCommitment(db: Db, id: string) {
  const [row] = await queryRows<CommitmentRow & { owner_id: string }>(
    db,
    sql`select ${commitmentColumns}, p.owner_id from commitments c join pitches p on p.id = c.pitch_id
        where c.id = ${id}`,
  );
  return row ?? null;
}

export interface CommitmentTerms {
  amount: number;
  min_round_total: number | null;
  requires_lead: boolean;
  until: string | null;
  note: string | null;
}

/** Changes terms and/or status; a decision's reason and time when given. */
export async function updateCommitment(
  tx: Db,
  id: string,
  change: Partial<CommitmentTerms> & {
    status?: CommitmentStatus;
    decision_reason?: string | null;
    decided?: boolean;
  },
) {
  const sets = [sql`updated_at = now()`];
  if (change.amount !== undefined) sets.push(sql`amount = ${change.amount}`);
  if (change.min_round_total !== undefined) sets.push(sql`min_round_total = ${change.min_round_total}`);
  if (change.requires_lead !== undefined) sets.push(sql`requires_lead = ${change.requires_lead}`);
  if (change.until !== undefined) sets.push(sql`until = ${change.until}::date`);
  if (change.note !== undefined) sets.push(sql`note = ${change.note}`);
  if (change.status !== undefined) sets.push(sql`status = ${change.status}`);
  if (change.decision_reason !== undefined) sets.push(sql`decision_reason = ${change.decision_reason}`);
  if (change.decided) sets.push(sql`decided_at = now()`);
  const [row] = await queryRows<CommitmentRow>(
    tx,
    sql`update commitments c set ${sql.join(sets, sql`, `)} where c.id = ${id} returning ${commitmentColumns}`,
  );
  if (!row) throw new Error('commitment not updated');
  return row;
}

/** One history row: the commitment as it stands after the change (read from the row itself). */
export async function addHistory(
  tx: Db,
  commitmentId: string,
  entry: {
    event: CommitmentEvent;
    actor: 'investor' | 'founder' | 'system';
    actorId: string | null;
    reason?: string | null;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into commitment_history
          (commitment_id, event, actor, actor_id, amount, min_round_total, requires_lead, until, status, note, reason)
        select id, ${entry.event}, ${entry.actor}, ${entry.actorId}, amount, min_round_total, requires_lead, until,
          status, note, ${entry.reason ?? null}
        from commitments where id = ${commitmentId}`,
  );
}

/** Moves every commitment of a pitch in one status to another, with a history row each; their ids. */
export async function moveStatuses(
  tx: Db,
  pitchId: string,
  from: { status: CommitmentStatus; conditionsMet?: SqlCondition },
  to: CommitmentStatus,
  event: CommitmentEvent,
  actorId: string,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update commitments c set status = ${to}, updated_at = now()
        where c.pitch_id = ${pitchId} and c.status = ${from.status} ${from.conditionsMet ? sql`and ${from.conditionsMet}` : sql``}
        returning c.id`,
  );
  const ids = rows.map((r) => r.id);
  if (ids.length) {
    await tx.execute(
      sql`insert into commitment_history
            (commitment_id, event, actor, actor_id, amount, min_round_total, requires_lead, until, status, note)
          select id, ${event}, 'founder', ${actorId}, amount, min_round_total, requires_lead, until, status, note
          from commitments where id in ${sql`(${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`}`,
    );
  }
  return ids;
}

export type SqlCondition = ReturnType<typeof sql>;
