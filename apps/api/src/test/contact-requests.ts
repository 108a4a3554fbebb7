import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getContactRequest,
  getContactRequestHistory,
  getTeamContactByInvestorId,
  revokeInvestorPitchContactRequest,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Db } from '../db/client.js';
import { createTokens } from '../http/tokens.js';
import { startTestApp, type TestApp } from './harness.js';
import { insertPerson } from './people.js';
import { insertPitch } from './pitches.js';

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

/** The contact-request calls as the scene's people make them, and a fresh pitch per test. */
export function contactCalls(t: TestApp, scene: ContactScene) {
  const { owner, pitchId } = scene;
  const decide = (
    contactId: string,
    investorId: string,
    status: string,
    extra: object = {},
    pitch = pitchId,
  ) =>
    t.call(
      contactRequestAllowOrDeny,
      { contact_id: contactId, pitch_id: pitch, inventor_id: investorId, status, ...extra },
      { token: owner.token },
    );
  return {
    ask: (token: string, pitch = pitchId, note?: string) =>
      t.call(addContactRequest, note === undefined ? { pitch_id: pitch } : { pitch_id: pitch, note }, {
        token,
      }),
    access: (token: string, pitch = pitchId) =>
      t.call(getTeamContactByInvestorId, { pitch_id: pitch }, { token }),
    decide,
    withdraw: (token: string, contactId: string, pitch = pitchId) =>
      t.call(revokeInvestorPitchContactRequest, { pitch_id: pitch, contact_id: contactId }, { token }),
    history: (token: string, contactId: string) =>
      t.call(getContactRequestHistory, { contact_id: contactId }, { token }),
    ownerList: (body: object = { get_all: 'true' }) =>
      t.call(getContactRequest, body, { token: owner.token }),
    /** A pitch of the owner's, fresh for one test, so tests do not share requests. */
    freshPitch: (name: string) => insertPitch(t.db, { ownerId: owner.id, name, team: scene.team }),
  };
}
