/**
 * Test helpers for investor updates (issue 34): a pitch with every kind of relation to it (investors with
 * funded on completed agreements; commitments that never count; followers; strangers), and the
 * updates calls by who makes them. Tests only; nothing in the app imports this file.
 */
import {
  deleteUpdate,
  followPitch,
  getPitchMetrics,
  getPortfolioMetrics,
  getUpdate,
  getUpdates,
  markCommitmentFunded,
  publishUpdate,
  replyToUpdate,
  saveUpdate,
  updateNotificationSettings,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import { aFounderWithPitch, roundCalls } from './commitments.js';
import { anAgreement } from './completed-agreements.js';
import type { TestApp } from './harness.js';
import { anEntrepreneur, anInvestor, type Person } from './pitches.js';

const AMOUNT = 10_000;

/** The calls of updates, each by the person who makes it (a Person, or null for a guest). */
export function updateCalls(t: TestApp) {
  const as = (who: Person | null) => (who ? { token: who.token } : {});
  return {
    save: (who: Person | null, body: object) => t.call(saveUpdate, body, as(who)),
    publish: (who: Person | null, update_id: string) => t.call(publishUpdate, { update_id }, as(who)),
    remove: (who: Person | null, update_id: string) => t.call(deleteUpdate, { update_id }, as(who)),
    list: (who: Person | null, body: object = {}) => t.call(getUpdates, body, as(who)),
    one: (who: Person | null, update_id: string) => t.call(getUpdate, { update_id }, as(who)),
    metrics: (who: Person | null, pitch_id: string) => t.call(getPitchMetrics, { pitch_id }, as(who)),
    portfolio: (who: Person | null) => t.call(getPortfolioMetrics, {}, as(who)),
    reply: (who: Person | null, update_id: string, body: string) =>
      t.call(replyToUpdate, { update_id, body }, as(who)),
    follow: (who: Person, pitch_id: string) => t.call(followPitch, { pitch_id, value: true }, as(who)),
    emailSwitch: (who: Person, on: boolean) =>
      t.call(updateNotificationSettings, { email_investor_updates: on }, as(who)),
  };
}

/** A draft's fields: a title, a body and two metrics of a month, unless told otherwise. */
export const aDraft = (pitchId: string, more: object = {}) => ({
  pitch_id: pitchId,
  title: 'March: first revenue',
  body: 'We signed our first two customers.\n\nHiring an engineer next.',
  audience: 'investors',
  metrics: [
    { key: 'mrr', label: 'MRR', value: 12_500, unit: 'currency', period: '2026-03' },
    { key: 'customers', label: 'Customers', value: 2, unit: 'count', period: '2026-03' },
  ],
  ...more,
});

/** Saves a draft and publishes it; answers the update's id. */
export async function aPublishedUpdate(t: TestApp, founder: Person, pitchId: string, more: object = {}) {
  const u = updateCalls(t);
  const saved = await u.save(founder, aDraft(pitchId, more));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await u.publish(founder, saved.body.update._id);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return saved.body.update._id as string;
}

/** The scene's investors by their part in it, and the first name each is made with. */
const SCENE_INVESTORS = {
  investor: 'Ivy',
  funded: 'Finn',
  signed: 'Sid',
  unsigned: 'Una',
  declined: 'Dee',
  withdrawn: 'Wes',
  lapsed: 'Lee',
  withdrawnAfterSigning: 'Walt',
  investorFollowing: 'Ian',
} as const;
type SceneRole = keyof typeof SCENE_INVESTORS;

/**
 * A founder's pitch and everyone around it. The audience of `investors` (funded: agreement completed and
 * money received): `investor`, `funded` and `investorFollowing` (an investor who also follows). Never in
 * it: `signed` (agreement completed, no money yet), `unsigned` (closing, agreement awaiting the investor),
 * `declined`, `withdrawn` (before the close), `lapsed`, `withdrawnAfterSigning` (a completed agreement,
 * then withdrawn). Also `follower` (follows only) and two strangers.
 */
export async function anUpdateScene(t: TestApp) {
  const { founder, pitchId, pitchName } = await aFounderWithPitch(t, 'Fay');
  const r = roundCalls(t);
  const made = await Promise.all(
    Object.entries(SCENE_INVESTORS).map(async ([role, name]) => [role, await anInvestor(t, name)] as const),
  );
  const people = Object.fromEntries(made) as Record<SceneRole, Person>;
  const commitmentOf: Record<string, string> = {};
  for (const [role, who] of Object.entries(people)) {
    const made = await r.commit(who, pitchId, AMOUNT);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    commitmentOf[role] = made.body.commitment._id;
  }
  const decide = async (role: SceneRole, decision: 'accept' | 'decline') => {
    const res = await r.decide(
      founder,
      commitmentOf[role] as string,
      decision,
      decision === 'decline' ? 'Full.' : undefined,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  for (const role of [
    'investor',
    'funded',
    'signed',
    'unsigned',
    'withdrawnAfterSigning',
    'investorFollowing',
    'lapsed',
  ] as const)
    await decide(role, 'accept');
  await decide('declined', 'decline');
  expect((await r.withdraw(people.withdrawn, commitmentOf.withdrawn as string)).status).toBe(200);
  // what the lapse job leaves: an accepted commitment whose conditions ran out before the close
  await t.db.execute(sql`update commitments set status = 'lapsed' where id = ${commitmentOf.lapsed}`);
  expect((await r.close(founder, pitchId)).status).toBe(200);
  const commitment = (role: string, investorPerson: Person) => ({
    id: commitmentOf[role] as string,
    pitchId,
    investor: investorPerson,
    founder,
    amount: AMOUNT,
  });
  for (const role of ['investor', 'funded', 'signed', 'withdrawnAfterSigning', 'investorFollowing'] as const)
    await anAgreement(t, commitment(role, people[role]));
  await anAgreement(t, commitment('unsigned', people.unsigned), { status: 'awaiting_investor' });
  for (const [role, receivedOn] of [
    ['investor', '2026-01-14'],
    ['funded', '2026-01-15'],
    ['investorFollowing', '2026-01-16'],
  ] as const) {
    const money = await t.call(
      markCommitmentFunded,
      { commitment_id: commitmentOf[role], amount_received: AMOUNT, received_on: receivedOn },
      { token: founder.token },
    );
    expect(money.status, JSON.stringify(money.body)).toBe(200);
  }
  // an investor who signed, then left (as deleting their account would withdraw a closing commitment)
  await t.db.execute(
    sql`update commitments set status = 'withdrawn' where id = ${commitmentOf.withdrawnAfterSigning}`,
  );
  const follower = await anInvestor(t, 'Flo');
  const u = updateCalls(t);
  for (const who of [follower, people.investorFollowing])
    expect((await u.follow(who, pitchId)).status).toBe(200);
  return {
    founder,
    pitchId,
    pitchName,
    ...people,
    follower,
    strangerInvestor: await anInvestor(t, 'Sam'),
    strangerFounder: await anEntrepreneur(t, 'Eve'),
  };
}

export type UpdateScene = Awaited<ReturnType<typeof anUpdateScene>>;

/** The recipients of an update, by user id, as the database fixed them. */
export async function recipientRows(t: TestApp, updateId: string) {
  return queryRows<{ user_id: string; relation: string; read_at: string | null }>(
    t.db,
    sql`select user_id, relation, read_at from update_recipients where update_id = ${updateId} order by user_id`,
  );
}

/** How many rows the updates' tables hold: what a refused call must leave unchanged. */
export async function updateRowCounts(t: TestApp) {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*) from investor_updates)::int as updates,
          (select count(*) from update_metrics)::int as metrics,
          (select count(*) from update_recipients)::int as recipients,
          (select count(*) from notifications where kind = 'investor_update')::int as notices,
          (select count(*) from jobs where key like 'mail:investor-update:%')::int as mails,
          (select count(*) from admin_audit_log where target_type = 'update')::int as audits`,
  );
  return row;
}
