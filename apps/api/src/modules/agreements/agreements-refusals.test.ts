import {
  agreementTexts as at,
  deletePitches,
  messages,
  reopenRound,
  voidAgreement,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { settleMail } from '../../test/accounts.js';
import { aClosingRound, agreementCalls, agreementsMade, nameOf } from '../../test/agreements.js';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor } from '../../test/pitches.js';

// Each refusal of the "Bad input and races" for signing, voiding, reminding and reopening:
// a 4xx naming the field, and nothing written.
const t = await startTestApp();
afterAll(() => t.close());
const a = agreementCalls(t);

const written = async (agreementId: string) => {
  const [row] = await queryRows<{ signatures: number; status: string; audits: number }>(
    t.db,
    sql`select (select count(*)::int from agreement_signatures where agreement_id = ${agreementId}) as signatures,
          (select status from agreements where id = ${agreementId}) as status,
          (select count(*)::int from admin_audit_log where target_id = ${agreementId}::text) as audits`,
  );
  return row;
};

async function anAgreement() {
  const scene = await aClosingRound(t);
  const [agreement] = await agreementsMade(t, scene.founder, scene.pitchId, 1);
  const [investor] = scene.investors;
  if (!agreement || !investor) throw new Error('no agreement');
  return { ...scene, investor, agreement };
}

describe('signing refusals', () => {
  it('when the founder signs before the investor, then 409 names agreement_id and nothing is written', async () => {
    const { founder, agreement } = await anAgreement();
    const before = await written(agreement._id);
    const res = await a.sign(founder, agreement, nameOf('Fay', 'founder'));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ agreement_id: at.notYourTurn });
    expect(await written(agreement._id)).toEqual(before);
  });

  it('when the investor signs twice, then the second is a 409 and one signature stands', async () => {
    const { investor, agreement } = await anAgreement();
    expect((await a.sign(investor, agreement, nameOf('Ivya', 'investor'))).status).toBe(200);
    const before = await written(agreement._id);
    const again = await a.sign(investor, agreement, nameOf('Ivya', 'investor'));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ agreement_id: at.alreadySigned });
    expect(await written(agreement._id)).toEqual(before);
  });

  it('when the name is wrong, the hash stale, or consent missing, then 400 names that field and nothing is written', async () => {
    const { investor, agreement } = await anAgreement();
    const before = await written(agreement._id);
    const wrongName = await a.sign(investor, agreement, 'Someone Else');
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.errors).toEqual({ signed_name: at.signedNameMismatch });
    const stale = await a.sign(
      investor,
      { ...agreement, sha256: 'a'.repeat(64) },
      nameOf('Ivya', 'investor'),
    );
    expect(stale.status).toBe(400);
    expect(stale.body.errors).toEqual({ sha256: at.sha256Stale });
    const noConsent = await a.sign(investor, agreement, nameOf('Ivya', 'investor'), { consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors).toEqual({ consent: at.consentRequired });
    expect(await written(agreement._id)).toEqual(before);
  });

  it('when a third party signs or reads it, then 404 names agreement_id', async () => {
    const { agreement } = await anAgreement();
    const before = await written(agreement._id);
    for (const stranger of [await anInvestor(t, 'Sid'), await anEntrepreneur(t, 'Sue')]) {
      const signed = await a.sign(stranger, agreement, 'Sid Investor');
      expect(signed.status).toBe(404);
      expect(signed.body.errors).toEqual({ agreement_id: at.agreementNotFound });
      expect((await a.one(stranger, agreement._id)).status).toBe(404);
    }
    expect(await written(agreement._id)).toEqual(before);
  });

  it('when the agreement was voided, then signing is a 409 and the investor was told the reason', async () => {
    const { founder, investor, agreement } = await anAgreement();
    const voided = await a.void(founder, agreement._id, 'The amount changed.');
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.agreement).toMatchObject({ status: 'voided', void_reason: 'The amount changed.' });
    const res = await a.sign(investor, agreement, nameOf('Ivya', 'investor'));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ agreement_id: at.agreementVoided });
    const read = await a.one(investor, agreement._id);
    expect(read.body).toMatchObject({ may_sign: false, cannot_sign_reason: at.agreementVoided });
  });
});

describe('voiding and reminding', () => {
  it('when completed, then voiding is a 409; when already voided, a 409 again', async () => {
    const { founder, investor, agreement } = await anAgreement();
    await a.sign(investor, agreement, nameOf('Ivya', 'investor'));
    expect((await a.sign(founder, agreement, nameOf('Fay', 'founder'))).status).toBe(200);
    const late = await a.void(founder, agreement._id);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual({ agreement_id: at.voidTooLate });
    const other = await anAgreement();
    expect((await a.void(other.founder, other.agreement._id)).status).toBe(200);
    expect((await a.void(other.founder, other.agreement._id)).body.errors).toEqual({
      agreement_id: at.alreadyVoided,
    });
  });

  it('when the reason is empty or too long, then reason is named', async () => {
    const { founder, agreement } = await anAgreement();
    expect((await a.void(founder, agreement._id, ' ')).body.errors).toEqual({ reason: at.reasonRequired });
    expect((await a.void(founder, agreement._id, 'x'.repeat(1001))).body.errors).toEqual({
      reason: at.reasonTooLong,
    });
  });

  it('when reminded twice in a day, then the second is a 429 with retry_after and one reminder mail went', async () => {
    const { founder, investor, agreement } = await anAgreement();
    const first = await a.remind(founder, agreement._id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.agreement.last_reminded_at).not.toBeNull();
    const second = await a.remind(founder, agreement._id);
    expect(second.status).toBe(429);
    expect(second.body.errors).toEqual({ agreement_id: at.remindTooSoon });
    expect(second.body.retry_after).toBeGreaterThan(23 * 3600);
    await settleMail(t);
    const reminders = t.mail
      .messages()
      .filter((m) => m.to.includes(investor.email) && m.subject === 'Agreement awaiting your signature');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(`/agreements/${agreement._id}`);
  });
});

describe('reopening the round', () => {
  it('when nothing is signed, then reopening voids the awaiting agreements; once one is signed, reopening is a 409', async () => {
    const { founder, pitchId, agreement } = await anAgreement();
    const reopened = await t.call(reopenRound, { pitch_id: pitchId }, { token: founder.token });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await a.one(founder, agreement._id)).body.agreement).toMatchObject({
      status: 'voided',
      void_reason: at.voidReasonReopened,
    });

    const signedScene = await anAgreement();
    await a.sign(signedScene.investor, signedScene.agreement, nameOf('Ivya', 'investor'));
    const refused = await t.call(
      reopenRound,
      { pitch_id: signedScene.pitchId },
      { token: signedScene.founder.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ pitch_id: at.reopenAfterSigning });
    const [round] = await queryRows<{ state: string }>(
      t.db,
      sql`select state from pitch_rounds where pitch_id = ${signedScene.pitchId}`,
    );
    expect(round?.state).toBe('closing');
  });
});

describe('deleting a pitch with agreements', () => {
  it('when investors hold an agreement, then /deletePitches answers 409 and the pitch stays; voided, it may go', async () => {
    const { founder, pitchId, agreement } = await anAgreement();
    const refused = await t.call(deletePitches, { pitch_id: pitchId }, { token: founder.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.server.pitchHasAgreements);
    const left = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pitches where id = ${pitchId}`,
        )
      )[0]?.n;
    expect(await left()).toBe(1);
    expect((await written(agreement._id))?.status).toBe('awaiting_investor');

    const voided = await t.call(
      voidAgreement,
      { agreement_id: agreement._id, reason: 'Terms changed.' },
      { token: founder.token },
    );
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const deleted = await t.call(deletePitches, { pitch_id: pitchId }, { token: founder.token });
    expect(deleted.status).toBe(200);
    expect(await left()).toBe(0);
  });
});
