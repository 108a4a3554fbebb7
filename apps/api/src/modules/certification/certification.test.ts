import {
  CERTIFICATIONS_PER_HOUR,
  certificationTexts,
  certifyInvestor,
  deleteMyAccount,
  downloadMyData,
  getMyCertification,
} from '@angelbridge/contracts';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, type Person } from '../../test/pitches.js';
import { countryId } from '../../test/reference-ids.js';
import { currentCertification, opensPrivateRounds } from './index.js';

// Self-certification: who may, the signed name, replacement with history, expiry, and the audit row.
const t = await startTestApp();
afterAll(() => t.close());

const us = await countryId(t.db, 'US');
const certify = (who: Person, body: object) => t.call(certifyInvestor, body, { token: who.token });
const mine = async (who: Person) => (await t.call(getMyCertification, {}, { token: who.token })).body;
// test people are "<first> Investor"
const valid = (first: string, extra: object = {}) => ({
  basis: 'income',
  country_id: us,
  signed_name: `${first} Investor`,
  statement_accepted: true,
  ...extra,
});
const rowsOf = (who: Person) =>
  queryRows<{ basis: string; replaced: boolean }>(
    t.db,
    sql`select basis, replaced_at is not null as replaced from investor_certifications
      where investor_id = ${who.id} order by signed_at, replaced_at nulls last`,
  );

describe('/certifyInvestor and /getMyCertification: who may call', () => {
  it('when a guest or an entrepreneur calls, then 401 or 403 and nothing is stored', async () => {
    const ada = await anEntrepreneur(t, 'Ada');
    expect((await t.call(certifyInvestor, valid('Ada'))).status).toBe(401);
    expect((await t.call(getMyCertification, {})).status).toBe(401);
    expect((await certify(ada, { ...valid('Ada'), signed_name: 'Ada Founder' })).status).toBe(403);
    expect((await t.call(getMyCertification, {}, { token: ada.token })).status).toBe(403);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from investor_certifications`,
    );
    expect(count?.n).toBe(0);
  });

  it('when an investor has never certified, then the answer is null', async () => {
    const ivy = await anInvestor(t, 'Ivy');
    expect(await mine(ivy)).toMatchObject({ success: true, certification: null });
  });
});

describe('/certifyInvestor: the signed name', () => {
  it('when the name differs only in case and accents, then it is accepted for 12 months', async () => {
    const jose = await anInvestor(t, 'José');
    const answer = await certify(jose, valid('José', { signed_name: '  jose   INVESTÖR ' }));
    expect(answer.status).toBe(200);
    const { certification } = answer.body;
    expect(certification).toMatchObject({ basis: 'income', country: { _id: us } });
    const months =
      (new Date(certification.expires_at).getUTCFullYear() -
        new Date(certification.signed_at).getUTCFullYear()) *
        12 +
      new Date(certification.expires_at).getUTCMonth() -
      new Date(certification.signed_at).getUTCMonth();
    expect(months).toBe(12);
    expect((await mine(jose)).certification).toEqual(certification);
  });

  it('when the name is someone else, then 400 names signed_name and nothing is stored', async () => {
    const ivo = await anInvestor(t, 'Ivo');
    const answer = await certify(ivo, valid('Ivo', { signed_name: 'Ivan Investor' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ signed_name: certificationTexts.signedNameMismatch });
    expect(await rowsOf(ivo)).toEqual([]);
  });

  it('when a field is missing or wrong, then 400 names it and nothing is stored', async () => {
    const ira = await anInvestor(t, 'Ira');
    const cases: [object, string][] = [
      [{ basis: 'rich' }, 'basis'],
      [{ country_id: 'x' }, 'country_id'],
      [{ country_id: '00000000-0000-4000-8000-000000000000' }, 'country_id'],
      [{ signed_name: '' }, 'signed_name'],
      [{ signed_name: 'x'.repeat(201) }, 'signed_name'],
      [{ statement_accepted: false }, 'statement_accepted'],
      [{ statement_accepted: undefined }, 'statement_accepted'],
    ];
    for (const [change, field] of cases) {
      const answer = await certify(ira, valid('Ira', change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(await rowsOf(ira)).toEqual([]);
  });
});

describe('/certifyInvestor: replacement, none, expiry, audit', () => {
  it('when an investor certifies again, then the new one is current and the old one kept as history', async () => {
    const ida = await anInvestor(t, 'Ida');
    expect((await certify(ida, valid('Ida'))).status).toBe(200);
    expect((await certify(ida, valid('Ida', { basis: 'none' }))).status).toBe(200);
    expect((await mine(ida)).certification.basis).toBe('none');
    expect(await rowsOf(ida)).toEqual([
      { basis: 'income', replaced: true },
      { basis: 'none', replaced: false },
    ]);
    const audit = await queryRows<{ action: string; target_id: string }>(
      t.db,
      sql`select action, target_id from admin_audit_log where admin_id = ${ida.id}`,
    );
    expect(audit).toEqual([
      { action: 'certifyInvestor', target_id: ida.id },
      { action: 'certifyInvestor', target_id: ida.id },
    ]);
  });

  it("when the basis is 'none', then it is current but opens no private round", async () => {
    const ned = await anInvestor(t, 'Ned');
    await certify(ned, valid('Ned', { basis: 'none' }));
    const cert = await currentCertification(t.db, ned.id);
    expect(cert?.basis).toBe('none');
    expect(opensPrivateRounds(cert)).toBe(false);
    const [sqlSays] = await queryRows<{ ok: boolean }>(t.db, sql`select investor_certified(${ned.id}) as ok`);
    expect(sqlSays?.ok).toBe(false);
  });

  it('when 12 months have passed, then the certification is gone and opens nothing', async () => {
    const eve = await anInvestor(t, 'Eve');
    await certify(eve, valid('Eve', { basis: 'net_worth' }));
    expect(opensPrivateRounds(await currentCertification(t.db, eve.id))).toBe(true);
    await t.db.execute(sql`update investor_certifications set signed_at = now() - interval '12 months 1 day',
      expires_at = now() - interval '1 day' where investor_id = ${eve.id}`);
    expect((await mine(eve)).certification).toBeNull();
    expect(await currentCertification(t.db, eve.id)).toBeNull();
    const [sqlSays] = await queryRows<{ ok: boolean }>(t.db, sql`select investor_certified(${eve.id}) as ok`);
    expect(sqlSays?.ok).toBe(false);
  });

  it('when an investor certifies too often, then 429 and nothing more is stored', async () => {
    const rex = await anInvestor(t, 'Rex');
    for (let i = 0; i < CERTIFICATIONS_PER_HOUR; i += 1) {
      expect((await certify(rex, valid('Rex'))).status).toBe(200);
    }
    expect((await certify(rex, valid('Rex'))).status).toBe(429);
    expect(await rowsOf(rex)).toHaveLength(CERTIFICATIONS_PER_HOUR);
  });

  it('when two certifications of one investor race, then both succeed and one is current', async () => {
    const kim = await anInvestor(t, 'Kim');
    const answers = await Promise.all([
      certify(kim, valid('Kim')),
      certify(kim, valid('Kim', { basis: 'entity' })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await rowsOf(kim)).filter((r) => !r.replaced)).toHaveLength(1);
  });
});

describe('the account: its data and its deletion', () => {
  it('when an investor downloads their data, then every certification they signed is in it', async () => {
    const una = await anInvestor(t, 'Una');
    await certify(una, valid('Una'));
    await certify(una, valid('Una', { basis: 'entity' }));
    const data = (await t.call(downloadMyData, {}, { token: una.token })).body.data;
    expect(
      data.certifications.map((c: { basis: string; replaced_at: string | null }) => [
        c.basis,
        c.replaced_at === null,
      ]),
    ).toEqual([
      ['income', false],
      ['entity', true],
    ]);
    expect(data.certifications[0]).toMatchObject({
      signed_name: 'Una Investor',
      country: expect.any(String),
    });
    expect(data.certifications[0].statement).toContain(certificationTexts.statement);
  });

  it('when an investor deletes their account, then their certifications (and the names signed) go with it', async () => {
    const vic = await anInvestor(t, 'Vic');
    await certify(vic, valid('Vic'));
    const password = 'Str0ng!pass';
    await t.db.execute(
      sql`update users set password_hash = ${await bcrypt.hash(password, 4)} where id = ${vic.id}`,
    );
    expect((await t.call(deleteMyAccount, { password }, { token: vic.token })).status).toBe(200);
    expect(await rowsOf(vic)).toEqual([]);
  });
});
