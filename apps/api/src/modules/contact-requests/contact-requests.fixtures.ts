import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Db } from '../../db/client.js';
import { createTokens } from '../../http/tokens.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson, insertPitch } from '../discovery/discovery.fixtures.js';

/**
 * The cast of contact-request tests: an owner with a public pitch (and a hidden and a draft one), two
 * investors and another entrepreneur, all with session tokens. People are written straight into the
 * database (sign-up has its own tests); every request goes through the HTTP calls.
 */
export async function contactScene(t: TestApp) {
  const tokens = createTokens(t.config.jwtSecret);
  const person = async (type: 'entrepreneur' | 'investor', firstName: string) => {
    const p = await insertPerson(t.db, { type, firstName, lastName: 'Tester' });
    return {
      ...p,
      firstName,
      token: tokens.sign({ sub: p.id, kind: 'session', userType: type, version: 0 }),
    };
  };
  const owner = await person('entrepreneur', 'Olivia');
  const other = await person('entrepreneur', 'Oscar');
  const investorA = await person('investor', 'Iris');
  const investorB = await person('investor', 'Ivan');
  const team = [
    { name: 'Tess Team', email: 'tess.secret@team-contact.test', mobileNumber: '4165559001' },
    { name: 'Theo Team', email: 'theo.secret@team-contact.test', mobileNumber: '4165559002' },
  ];
  const pitchId = await insertPitch(t.db, { ownerId: owner.id, name: 'Solar Roof', team });
  const hiddenPitchId = await insertPitch(t.db, {
    ownerId: owner.id,
    name: 'Hidden Hive',
    isHidden: true,
    team,
  });
  const draftPitchId = await insertPitch(t.db, { ownerId: owner.id, name: 'Draft Drone', draft: true, team });
  return { owner, other, investorA, investorB, team, pitchId, hiddenPitchId, draftPitchId, person };
}

export type ContactScene = Awaited<ReturnType<typeof contactScene>>;

/** One app on a fresh database with the scene; closes after the file. */
export async function openContactScene() {
  const t = await startTestApp();
  afterAll(() => t.close());
  return { t, scene: await contactScene(t) };
}

/** Moves an allowed request's expiry into the past, as the clock would. */
export async function expireRequest(db: Db, contactId: string) {
  await db.execute(
    sql`update contact_requests set expires_at = now() - interval '1 minute' where id = ${contactId}`,
  );
}

/** Every team e-mail and phone of the scene: no answer without access may contain one. */
export const secretsOf = (scene: ContactScene) => scene.team.flatMap((m) => [m.email, m.mobileNumber]);
