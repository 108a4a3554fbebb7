import { adminGetPitchById, adminPitchTexts } from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCall, signedInAdmin } from '../../../test/admin.js';
import { aFounderWithPitch, roundCalls, TARGET } from '../../../test/commitments.js';
import { startTestApp } from '../../../test/harness.js';
import { anInvestor } from '../../../test/pitches.js';

// The admin console's pitch page (issue 32): the pitch with its round, totals, lead and commitments.
const t = await startTestApp();
afterAll(() => t.close());
const r = roundCalls(t);
const admin = adminCall(t, (await signedInAdmin(t)).token);

describe('/admin/getPitchById', () => {
  it('when a round has commitments and a lead, then its state, totals, lead and commitments are sent', async () => {
    const { founder, pitchId, pitchName } = await aFounderWithPitch(t, 'Fay');
    const ola = await anInvestor(t, 'Ola');
    const ben = await anInvestor(t, 'Ben');
    const accepted = (await r.commit(ola, pitchId, 25_000)).body.commitment;
    const indicated = (await r.commit(ben, pitchId, 10_000)).body.commitment;
    expect((await r.decide(founder, accepted._id, 'accept')).status).toBe(200);
    expect((await r.offer(ola, pitchId)).status).toBe(200);
    expect((await r.confirm(founder, pitchId, ola.id)).status).toBe(200);
    expect((await r.show(founder, pitchId, true)).status).toBe(200);

    const res = await admin(adminGetPitchById, { pitch_id: pitchId });
    expect(res.status).toBe(200);
    expect(res.body.pitch).toMatchObject({ _id: pitchId, name_of_pitch: pitchName });
    expect(res.body.pitch.round).toMatchObject({ commitments: 2, accepted_total: 25_000 });
    expect(res.body.round).toMatchObject({
      state: 'open',
      show_progress: true,
      closed_at: null,
      lead: { investor_id: ola.id, name: 'Ola Investor' },
      totals: {
        accepted: 25_000,
        indicated: 10_000,
        investors: 2,
        target: TARGET,
        percent_of_target: Math.round((25_000 / TARGET) * 1000) / 10,
      },
    });
    // newest first
    expect(res.body.round.commitments).toEqual([
      expect.objectContaining({
        _id: indicated._id,
        investor_id: ben.id,
        investor_name: 'Ben Investor',
        amount: 10_000,
        status: 'indicated',
      }),
      expect.objectContaining({
        _id: accepted._id,
        investor_name: 'Ola Investor',
        amount: 25_000,
        status: 'accepted',
      }),
    ]);
  });

  it('when a pitch has no round yet, then it reads as open with zero totals and no lead', async () => {
    const { pitchId } = await aFounderWithPitch(t, 'Gus');
    const { round } = (await admin(adminGetPitchById, { pitch_id: pitchId })).body;
    expect(round).toMatchObject({ state: 'open', show_progress: false, lead: null, commitments: [] });
    expect(round.totals).toMatchObject({ accepted: 0, indicated: 0, investors: 0, percent_of_target: 0 });
  });

  it('when the pitch does not exist or the id is malformed, then 404 and 400 naming pitch_id', async () => {
    const gone = await admin(adminGetPitchById, { pitch_id: '00000000-0000-4000-8000-000000000000' });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(adminPitchTexts.pitchNotFound);
    const bad = await admin(adminGetPitchById, { pitch_id: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('pitch_id');
  });

  it('when a guest, an investor or the founder asks, then 401 or 403 and no round', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t, 'Hal');
    const sam = await anInvestor(t, 'Sam');
    expect((await t.call(adminGetPitchById, { pitch_id: pitchId })).status).toBe(401);
    for (const who of [sam, founder]) {
      const res = await t.call(adminGetPitchById, { pitch_id: pitchId }, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body.round).toBeUndefined();
    }
  });
});
