import {
  addContactRequest,
  contactRequestAllowOrDeny,
  type Endpoint,
  getContactRequest,
  getContactRequestHistory,
  getNotifications,
  getTeamContactByInvestorId,
  revokeInvestorPitchContactRequest,
  unlockTeamContact,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { settleMail } from '../../test/accounts.js';
import { expireRequest, openContactScene, secretsOf } from '../../test/contact-requests.js';
import { insertPitch } from '../../test/pitches.js';

const { t, scene } = await openContactScene();
const secrets = secretsOf(scene);
const { owner, investorB } = scene;

const newPitch = (name: string) => insertPitch(t.db, { ownerId: owner.id, name, team: scene.team });
const ask = async (pitchId: string, token = investorB.token) =>
  (await t.call(addContactRequest, { pitch_id: pitchId, note: 'Hello' }, { token })).body
    .contact_id as string;
const decide = (contactId: string, pitchId: string, status: 'allow' | 'deny', investorId = investorB.id) =>
  t.call(
    contactRequestAllowOrDeny,
    { contact_id: contactId, pitch_id: pitchId, inventor_id: investorId, status, expires_in_days: 30 },
    { token: owner.token },
  );

/** Investor B's request in every state that gives no access, one pitch each. */
const states = {
  none: { pitchId: await newPitch('Leak None'), contactId: null as string | null },
  pending: { pitchId: await newPitch('Leak Pending'), contactId: null as string | null },
  denied: { pitchId: await newPitch('Leak Denied'), contactId: null as string | null },
  expired: { pitchId: await newPitch('Leak Expired'), contactId: null as string | null },
  withdrawn: { pitchId: await newPitch('Leak Withdrawn'), contactId: null as string | null },
  'denied after allow': { pitchId: await newPitch('Leak Revoked'), contactId: null as string | null },
};
states.pending.contactId = await ask(states.pending.pitchId);
states.denied.contactId = await ask(states.denied.pitchId);
await decide(states.denied.contactId, states.denied.pitchId, 'deny');
states.expired.contactId = await ask(states.expired.pitchId);
await decide(states.expired.contactId, states.expired.pitchId, 'allow');
await expireRequest(t.db, states.expired.contactId);
states.withdrawn.contactId = await ask(states.withdrawn.pitchId);
await decide(states.withdrawn.contactId, states.withdrawn.pitchId, 'allow');
await t.call(
  revokeInvestorPitchContactRequest,
  { pitch_id: states.withdrawn.pitchId, contact_id: states.withdrawn.contactId },
  { token: investorB.token },
);
states['denied after allow'].contactId = await ask(states['denied after allow'].pitchId);
await decide(states['denied after allow'].contactId, states['denied after allow'].pitchId, 'allow');
await decide(states['denied after allow'].contactId, states['denied after allow'].pitchId, 'deny');

function expectNoSecret(where: string, text: string) {
  for (const secret of secrets) expect(text.includes(secret), `${where} carries ${secret}`).toBe(false);
}

describe('team e-mail and phone never leave without an allowed, unexpired request', () => {
  it.each(Object.entries(states))('investor B, request %s: no call answers with them', async (_state, s) => {
    const history: [Endpoint, object, string | undefined][] = s.contactId
      ? [[getContactRequestHistory, { contact_id: s.contactId }, investorB.token]]
      : [];
    const calls: [Endpoint, object, string | undefined][] = [
      ...history,
      [getTeamContactByInvestorId, { pitch_id: s.pitchId }, investorB.token],
      [unlockTeamContact, { pitch_id: s.pitchId }, investorB.token],
      [getContactRequest, { get_all: true }, investorB.token],
      [getContactRequest, { get_all: false, pitch_id: s.pitchId }, investorB.token],
      [getNotifications, {}, investorB.token],
      // and nobody else learns them either
      [getTeamContactByInvestorId, { pitch_id: s.pitchId }, undefined],
      [getTeamContactByInvestorId, { pitch_id: s.pitchId }, scene.other.token],
      [getContactRequest, { get_all: true }, scene.other.token],
      [getContactRequest, { get_all: true }, owner.token],
      [getNotifications, {}, owner.token],
    ];
    for (const [endpoint, body, token] of calls) {
      const answer = await t.call(endpoint, body, { token });
      expectNoSecret(`${endpoint.path} ${answer.status}`, JSON.stringify(answer.body));
    }
  });

  it('nor does any e-mail of the flow', async () => {
    await settleMail(t);
    const mails = t.mail.messages();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails)
      expectNoSecret(`mail "${mail.subject}"`, `${mail.subject}\n${mail.text}\n${mail.html}`);
  });

  it('while an allowed investor does get them (so the check above can fail)', async () => {
    const pitchId = await newPitch('Leak Control');
    const contactId = await ask(pitchId, scene.investorA.token);
    await decide(contactId, pitchId, 'allow', scene.investorA.id);
    const answer = await t.call(
      getTeamContactByInvestorId,
      { pitch_id: pitchId },
      { token: scene.investorA.token },
    );
    const text = JSON.stringify(answer.body);
    for (const secret of secrets) expect(text).toContain(secret);
    // and the same investor still sees nothing of a pitch they were not allowed on
    const other = await t.call(
      getTeamContactByInvestorId,
      { pitch_id: states.none.pitchId },
      { token: scene.investorA.token },
    );
    expectNoSecret('allowed elsewhere', JSON.stringify(other.body));
  });
});
