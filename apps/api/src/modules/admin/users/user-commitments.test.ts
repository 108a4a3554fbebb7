import { adminGetUserById, certifyInvestor } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCall, signedInAdmin } from '../../../test/admin.js';
import { aFounderWithPitch, roundCalls } from '../../../test/commitments.js';
import { startTestApp } from '../../../test/harness.js';
import { anInvestor, type Person } from '../../../test/pitches.js';
import { countryId } from '../../../test/reference-ids.js';

// The admin console's user page (issue 32): an account's commitments and self-certifications.
const t = await startTestApp();
afterAll(() => t.close());
const r = roundCalls(t);
const admin = adminCall(t, (await signedInAdmin(t)).token);
const us = await countryId(t.db, 'US');
// test people are "<first> Investor"
const certify = (who: Person, first: string, basis: string) =>
  t.call(
    certifyInvestor,
    { basis, country_id: us, signed_name: `${first} Investor`, statement_accepted: true },
    { token: who.token },
  );
const userPage = async (who: Person) => (await admin(adminGetUserById, { user_id: who.id })).body;

describe('/admin/getUserById: commitments and certifications', () => {
  it('when an investor certified twice, then the current one and the history (newest first) are sent', async () => {
    const ivy = await anInvestor(t, 'Ivy');
    expect((await certify(ivy, 'Ivy', 'income')).status).toBe(200);
    expect((await certify(ivy, 'Ivy', 'net_worth')).status).toBe(200);
    const { certifications } = await userPage(ivy);
    expect(certifications.current).toMatchObject({ basis: 'net_worth', replaced_at: null });
    expect(certifications.current.country).toEqual(expect.any(String));
    expect(certifications.history.map((c: { basis: string }) => c.basis)).toEqual(['net_worth', 'income']);
    expect(certifications.history[0].replaced_at).toBeNull();
    expect(certifications.history[1].replaced_at).toEqual(expect.any(String));
  });

  it('when the certification has expired, then there is no current one and the history keeps it', async () => {
    const eli = await anInvestor(t, 'Eli');
    await certify(eli, 'Eli', 'professional');
    await t.db.execute(
      sql`update investor_certifications set signed_at = now() - interval '13 months',
        expires_at = now() - interval '1 month' where investor_id = ${eli.id}`,
    );
    const { certifications } = await userPage(eli);
    expect(certifications.current).toBeNull();
    expect(certifications.history).toEqual([
      expect.objectContaining({ basis: 'professional', replaced_at: null }),
    ]);
  });

  it('when an account never certified, then certifications are empty and commitments an empty list', async () => {
    const nat = await anInvestor(t, 'Nat');
    const page = await userPage(nat);
    expect(page.certifications).toEqual({ current: null, history: [] });
    expect(page.commitments).toEqual([]);
  });

  it('when an investor committed, then both their page and the founder’s list it with pitch, amount and status', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t, 'Fay');
    const ola = await anInvestor(t, 'Ola');
    const made = (await r.commit(ola, pitchId, 25_000)).body.commitment;
    const expected = expect.objectContaining({
      _id: made._id,
      pitch_id: pitchId,
      investor_id: ola.id,
      investor_name: 'Ola Investor',
      amount: 25_000,
      status: 'indicated',
    });
    expect((await userPage(ola)).commitments).toEqual([expected]);
    expect((await admin(adminGetUserById, { user_id: founder.id })).body.commitments).toEqual([expected]);
  });

  it('when a guest or an investor asks, then 401 and 403 and nothing is sent', async () => {
    const sam = await anInvestor(t, 'Sam');
    const guest = await t.call(adminGetUserById, { user_id: sam.id });
    expect(guest.status).toBe(401);
    const self = await t.call(adminGetUserById, { user_id: sam.id }, { token: sam.token });
    expect(self.status).toBe(403);
    expect(self.body.certifications).toBeUndefined();
  });
});
