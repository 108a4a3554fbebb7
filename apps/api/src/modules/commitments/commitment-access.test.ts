import {
  closeRound,
  commitmentTexts as ct,
  commitToPitch,
  confirmLead,
  decideCommitment,
  type Endpoint,
  getMyCommitments,
  getPitchCommitments,
  getPitchRound,
  offerToLead,
  reopenRound,
  setRoundVisibility,
  withdrawCommitment,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { signedInAdmin } from '../../test/admin.js';
import { aFounderWithPitch, roundCalls } from '../../test/commitments.js';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor } from '../../test/pitches.js';

// Who may make each call of the round: guest, entrepreneur, investor, owner, another founder, admin.
const t = await startTestApp();
afterAll(() => t.close());
const r = roundCalls(t);

const { founder: owner, pitchId } = await aFounderWithPitch(t, 'Olive');
const otherFounder = await anEntrepreneur(t, 'Otto');
const investor = await anInvestor(t, 'Ines');
const admin = await signedInAdmin(t);
const made = (await r.commit(investor, pitchId, 10_000)).body.commitment;
await r.offer(investor, pitchId);

type Who = 'guest' | 'entrepreneur' | 'investor' | 'owner' | 'admin';
const tokens: Record<Who, string | undefined> = {
  guest: undefined,
  entrepreneur: otherFounder.token,
  investor: investor.token,
  owner: owner.token,
  admin: admin.token,
};

const rounds = sql`select count(*)::int as n from admin_audit_log`;
const auditCount = async () => (await queryRows<{ n: number }>(t.db, rounds))[0]?.n ?? 0;

// each call with a valid body, and the status each caller gets (a founder who is not the owner is told
// the pitch or commitment does not exist, as for the other owner-only calls)
const table: [Endpoint, object, Record<Who, number>][] = [
  [commitToPitch, { pitch_id: pitchId, amount: 10_000 }, { guest: 401, entrepreneur: 403, investor: 200, owner: 403, admin: 403 }],
  [getMyCommitments, {}, { guest: 401, entrepreneur: 403, investor: 200, owner: 403, admin: 403 }],
  [offerToLead, { pitch_id: pitchId, memo: 'm', conflicts: 'None' }, { guest: 401, entrepreneur: 403, investor: 200, owner: 403, admin: 403 }],
  [getPitchCommitments, { pitch_id: pitchId }, { guest: 401, entrepreneur: 404, investor: 403, owner: 200, admin: 403 }],
  [decideCommitment, { commitment_id: made._id, decision: 'accept' }, { guest: 401, entrepreneur: 404, investor: 403, owner: 200, admin: 403 }],
  [confirmLead, { pitch_id: pitchId, investor_id: null }, { guest: 401, entrepreneur: 404, investor: 403, owner: 200, admin: 403 }],
  [setRoundVisibility, { pitch_id: pitchId, show_progress: false }, { guest: 401, entrepreneur: 404, investor: 403, owner: 200, admin: 403 }],
  [getPitchRound, { pitch_id: pitchId }, { guest: 401, entrepreneur: 200, investor: 200, owner: 200, admin: 403 }],
  [reopenRound, { pitch_id: pitchId }, { guest: 401, entrepreneur: 404, investor: 403, owner: 409, admin: 403 }],
  [closeRound, { pitch_id: '00000000-0000-4000-8000-000000000000' }, { guest: 401, entrepreneur: 404, investor: 403, owner: 404, admin: 403 }],
  [withdrawCommitment, { commitment_id: '00000000-0000-4000-8000-000000000000' }, { guest: 401, entrepreneur: 403, investor: 404, owner: 403, admin: 403 }],
];

describe('the access table', () => {
  it.each(table.map(([endpoint, body, expected]) => [endpoint.path, endpoint, body, expected] as const))(
    '%s answers each caller as its access says, and a refusal writes nothing',
    async (_path, endpoint, body, expected) => {
      for (const who of ['guest', 'entrepreneur', 'investor', 'owner', 'admin'] as const) {
        const before = await auditCount();
        const res = await t.call(endpoint, body, { token: tokens[who] });
        expect([who, res.status]).toEqual([who, expected[who]]);
        if (res.status >= 400) expect(await auditCount()).toBe(before);
      }
    },
  );

  it('when another founder or an investor asks for the round of a hidden pitch, then 404; its owner sees it', async () => {
    const { founder, pitchId: hidden } = await aFounderWithPitch(t, 'Hal');
    await t.db.execute(sql`update pitches set is_hidden = true where id = ${hidden}`);
    expect((await r.round(investor, hidden)).status).toBe(404);
    expect((await r.round(otherFounder, hidden)).status).toBe(404);
    expect((await r.round(founder, hidden)).body).toMatchObject({ is_owner: true, may_commit: false });
  });

  it('when a founder reads a pitch round, then no lead memo is shown to them and they may not commit', async () => {
    await r.commit(investor, pitchId, 10_000);
    await r.confirm(owner, pitchId, investor.id);
    const seen = (await r.round(otherFounder, pitchId)).body;
    expect(seen).toMatchObject({ lead: null, may_commit: false, cannot_commit_reason: ct.cannotCommitEntrepreneur, my_commitment: null });
    expect((await r.round(investor, pitchId)).body.lead).toMatchObject({ investor_id: investor.id, memo: 'm' });
    await r.confirm(owner, pitchId, null);
  });
});
