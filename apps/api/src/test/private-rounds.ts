import { type CertificationBasis, certifyInvestor } from '@angelbridge/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { pitches } from '../db/schema/index.js';
import type { TestApp } from './harness.js';
import { anInvestor, aPublishedPitch, type Person, type PitchSpec } from './pitches.js';
import { countryId } from './reference-ids.js';

/**
 * Private rounds (issue 32) in tests: a published pitch marked private, and investors certified on a
 * basis (test investors are named "<first> Investor", so they sign with that).
 */
export async function aPrivateRound(t: TestApp, owner: Pick<Person, 'id'>, spec: PitchSpec = {}) {
  const id = await aPublishedPitch(t, owner, spec);
  await t.db.update(pitches).set({ privateRound: true, fundingRaised: 12_345 }).where(eq(pitches.id, id));
  return id;
}

export async function aCertifiedInvestor(
  t: TestApp,
  firstName: string,
  basis: CertificationBasis = 'professional',
): Promise<Person> {
  const who = await anInvestor(t, firstName);
  const answer = await t.call(
    certifyInvestor,
    {
      basis,
      country_id: await countryId(t.db, 'US'),
      signed_name: `${firstName} Investor`,
      statement_accepted: true,
    },
    { token: who.token },
  );
  expect(answer.status).toBe(200);
  return who;
}

/** The investor's certification ran out (12 months and a day ago). */
export async function expire(t: TestApp, who: Person) {
  await t.db.execute(sql`update investor_certifications set signed_at = now() - interval '12 months 1 day',
    expires_at = now() - interval '1 day' where investor_id = ${who.id}`);
}

/** Exactly what a teaser may carry. */
export const TEASER_KEYS = [
  '_id',
  'id',
  'img',
  'location',
  'name_of_company',
  'name_of_pitch',
  'notice',
  'other_name',
  'private_round',
  'project_type',
  'short_summary',
  'terms_hidden',
].sort();
