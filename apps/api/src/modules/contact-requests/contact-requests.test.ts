import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getContactRequest,
  getContactRequestHistory,
  getTeamContactByInvestorId,
  messages as m,
  revokeInvestorPitchContactRequest,
  unlockTeamContact,
} from '@angelbridge/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema/index.js';
import { insertPitch } from '../discovery/discovery.fixtures.js';
import { REQUESTS_PER_HOUR } from './ask-for-contacts.js';
import { expireRequest, openContactScene } from './contact-requests.fixtures.js';

const { t, scene } = await openContactScene();
const { owner, other, investorA, investorB, pitchId, hiddenPitchId, draftPitchId } = scene;

const ask = (token: string, pitch = pitchId, note?: string) =>
  t.call(addContactRequest, note === undefined ? { pitch_id: pitch } : { pitch_id: pitch, note }, { token });
const access = (token: string, pitch = pitchId) =>
  t.call(getTeamContactByInvestorId, { pitch_id: pitch }, { token });
const decide = (contactId: string, investorId: string, status: string, extra: object = {}, pitch = pitchId) =>
  t.call(
    contactRequestAllowOrDeny,
    { contact_id: contactId, pitch_id: pitch, inventor_id: investorId, status, ...extra },
    { token: owner.token },
  );
const withdraw = (token: string, contactId: string, pitch = pitchId) =>
  t.call(revokeInvestorPitchContactRequest, { pitch_id: pitch, contact_id: contactId }, { token });
const history = (token: string, contactId: string) =>
  t.call(getContactRequestHistory, { contact_id: contactId }, { token });
const ownerList = (body: object = { get_all: 'true' }) =>
  t.call(getContactRequest, body, { token: owner.token });

/** A pitch of the owner's, fresh for one test, so tests do not share requests. */
const freshPitch = (name: string) => insertPitch(t.db, { ownerId: owner.id, name, team: scene.team });

describe('asking for access', () => {
  it('when an investor asks with a note, then the owner sees a pending request with the note', async () => {
    const pitch = await freshPitch('Note Pitch');
    const asked = await ask(investorA.token, pitch, 'Keen to talk about the seed round.');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe(m.server.contactRequestSent);
    const rows = (await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data;
    expect(rows).toEqual([
      expect.objectContaining({
        contact_id: asked.body.contact_id,
        pitch_id: pitch,
        investor_id: investorA.id,
        first_name: 'Iris',
        email: investorA.email,
        name_of_pitch: 'Note Pitch',
        status: 'pending',
        note: 'Keen to talk about the seed round.',
        expired: false,
      }),
    ]);
  });

  it('when the investor asks again while the request is open, then the same contact_id comes back', async () => {
    const pitch = await freshPitch('Twice Pitch');
    const first = await ask(investorA.token, pitch);
    const second = await ask(investorA.token, pitch, 'again');
    expect(second.status).toBe(200);
    expect(second.body.contact_id).toBe(first.body.contact_id);
    expect(second.body.message).toBe(m.contactRequests.alreadyRequested);
    const events = (await history(owner.token, first.body.contact_id)).body.history;
    expect(events.map((e: { event: string }) => e.event)).toEqual(['requested']);
    // and after a denial, asking again is still the same request
    await decide(first.body.contact_id, investorA.id, 'deny', {}, pitch);
    expect((await ask(investorA.token, pitch)).body.contact_id).toBe(first.body.contact_id);
    expect((await access(investorA.token, pitch)).body.team).toMatchObject({
      status: 'denied',
      permission_send: true,
    });
  });

  it('when two asks race, then one request exists', async () => {
    const pitch = await freshPitch('Race Pitch');
    const answers = await Promise.all([ask(investorB.token, pitch), ask(investorB.token, pitch)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body.contact_id).toBe(answers[1]?.body.contact_id);
    expect((await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data).toHaveLength(1);
  });

  it.each([
    ['hidden', () => hiddenPitchId],
    ['draft', () => draftPitchId],
    ['unknown', () => '00000000-0000-4000-8000-000000000000'],
  ])('when the pitch is %s, then asking is 404 and nothing is stored', async (_kind, id) => {
    const answer = await ask(investorA.token, id());
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(m.server.pitchNotFound);
    const stored = await t.db.select().from(contactRequests).where(eq(contactRequests.pitchId, id()));
    expect(stored).toEqual([]);
  });

  it('when the note is over 500 characters, then it is a 400 and nothing is stored', async () => {
    const pitch = await freshPitch('Long Note Pitch');
    const answer = await ask(investorA.token, pitch, 'x'.repeat(501));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ note: m.contactRequests.noteTooLong });
    expect((await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data).toEqual([]);
  });

  it('when an entrepreneur asks, then it is 403', async () => {
    expect((await ask(other.token)).status).toBe(403);
  });
});

describe('withdrawing', () => {
  it('when the investor withdraws, then the owner no longer lists it and the investor may ask again', async () => {
    const pitch = await freshPitch('Withdraw Pitch');
    const { contact_id } = (await ask(investorA.token, pitch, 'first')).body;
    const revoked = await withdraw(investorA.token, contact_id, pitch);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(m.server.contactRequestRevoked);
    expect((await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data).toEqual([]);
    expect((await access(investorA.token, pitch)).body.team).toMatchObject({
      permission_send: false,
      is_allowed: false,
      contact_id: null,
    });
    const again = await ask(investorA.token, pitch, 'second');
    expect(again.body.message).toBe(m.server.contactRequestSent);
    expect(again.body.contact_id).toBe(contact_id);
    const rows = (await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data;
    expect(rows).toEqual([expect.objectContaining({ status: 'pending', note: 'second' })]);
    const events = (await history(investorA.token, contact_id)).body.history;
    expect(events.map((e: { event: string; actor: string }) => [e.event, e.actor])).toEqual([
      ['requested', 'investor'],
      ['withdrawn', 'investor'],
      ['requested', 'investor'],
    ]);
  });

  it('when another investor tries to withdraw it, then it is 404 and the request stays', async () => {
    const pitch = await freshPitch('Not Yours Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    const answer = await withdraw(investorB.token, contact_id, pitch);
    expect(answer.status).toBe(404);
    expect((await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data).toHaveLength(1);
  });

  it('when the pitch id does not match the request, then it is 404', async () => {
    const pitch = await freshPitch('Mismatch Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    expect((await withdraw(investorA.token, contact_id, pitchId)).status).toBe(404);
  });

  it('when the request was denied, then it cannot be withdrawn (409)', async () => {
    const pitch = await freshPitch('Denied Withdraw Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    await decide(contact_id, investorA.id, 'deny', {}, pitch);
    const answer = await withdraw(investorA.token, contact_id, pitch);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(m.contactRequests.deniedCannotBeWithdrawn);
  });

  it('when an allowed request is withdrawn, then access ends at once', async () => {
    const pitch = await freshPitch('Allowed Withdraw Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    await decide(contact_id, investorA.id, 'allow', {}, pitch);
    expect((await access(investorA.token, pitch)).body.team.team_data).toHaveLength(2);
    await withdraw(investorA.token, contact_id, pitch);
    expect((await access(investorA.token, pitch)).body.team).toMatchObject({
      is_allowed: false,
      team_data: [],
    });
  });
});

describe('deciding', () => {
  it('when the owner allows for 30 days with a reason, then the investor sees the team contacts and the expiry', async () => {
    const pitch = await freshPitch('Allow Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    const before = (await access(investorA.token, pitch)).body.team;
    expect(before).toMatchObject({
      permission_send: true,
      is_allowed: false,
      contact_id,
      team_data: [],
      status: 'pending',
    });

    const allowed = await decide(
      contact_id,
      investorA.id,
      'allow',
      { reason: 'Happy to chat', expires_in_days: '30' },
      pitch,
    );
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.message).toBe(m.server.contactRequestAllowed);
    expect(allowed.body.contact_data).toMatchObject({
      status: 'allow',
      reason: 'Happy to chat',
      expired: false,
    });
    const expiresAt = new Date(allowed.body.contact_data.expires_at).getTime();
    expect(Math.abs(expiresAt - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    const team = (await access(investorA.token, pitch)).body.team;
    expect(team).toMatchObject({ permission_send: true, is_allowed: true, contact_id, status: 'allow' });
    expect(team.team_data).toHaveLength(2);
    expect(team.team_data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Tess Team',
          email: scene.team[0]?.email,
          mobile_number: scene.team[0]?.mobileNumber,
        }),
        expect.objectContaining({ name: 'Theo Team', email: scene.team[1]?.email }),
      ]),
    );
  });

  it('when the owner allows with no expiry, then expires_at is null; 90 days gives 90', async () => {
    const pitch = await freshPitch('Expiry Kinds Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    const none = await decide(contact_id, investorA.id, 'allow', { expires_in_days: 'none' }, pitch);
    expect(none.body.contact_data.expires_at).toBeNull();
    const ninety = await decide(contact_id, investorA.id, 'allow', { expires_in_days: 90 }, pitch);
    const days = (new Date(ninety.body.contact_data.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
  });

  it('when the owner denies after allowing, then access ends at once and the reason is shown', async () => {
    const pitch = await freshPitch('Deny After Allow Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    await decide(contact_id, investorA.id, 'allow', {}, pitch);
    const denied = await decide(
      contact_id,
      investorA.id,
      'deny',
      { reason: 'We closed the round', expires_in_days: 30 },
      pitch,
    );
    expect(denied.body.message).toBe(m.server.contactRequestDenied);
    expect(denied.body.contact_data).toMatchObject({
      status: 'denied',
      expires_at: null,
      reason: 'We closed the round',
    });
    expect((await access(investorA.token, pitch)).body.team).toMatchObject({
      permission_send: true,
      is_allowed: false,
      team_data: [],
      status: 'denied',
      reason: 'We closed the round',
    });
    // and the decision can change back
    await decide(contact_id, investorA.id, 'allow', {}, pitch);
    expect((await access(investorA.token, pitch)).body.team.is_allowed).toBe(true);
    const events = (await history(owner.token, contact_id)).body.history;
    expect(events.map((e: { event: string }) => e.event)).toEqual([
      'requested',
      'allowed',
      'denied',
      'allowed',
    ]);
    expect(events[2]).toMatchObject({
      actor: 'owner',
      actor_name: 'Olivia Tester',
      reason: 'We closed the round',
    });
  });

  it.each([
    ['another pitch id', () => ({ pitch_id: pitchId })],
    ['another investor id', () => ({ inventor_id: investorA.id })],
  ])('when the call names %s, then it is 404 and nothing changes', async (_what, wrong) => {
    const pitch = await freshPitch('Wrong Ids Pitch');
    const { contact_id } = (await ask(investorB.token, pitch)).body;
    const answer = await t.call(
      contactRequestAllowOrDeny,
      { contact_id, pitch_id: pitch, inventor_id: investorB.id, status: 'allow', ...wrong() },
      { token: owner.token },
    );
    expect(answer.status).toBe(404);
    expect((await access(investorB.token, pitch)).body.team.status).toBe('pending');
  });

  it('when another entrepreneur decides, then it is 404 and nothing changes', async () => {
    const pitch = await freshPitch('Other Decides Pitch');
    const { contact_id } = (await ask(investorB.token, pitch)).body;
    const answer = await t.call(
      contactRequestAllowOrDeny,
      { contact_id, pitch_id: pitch, inventor_id: investorB.id, status: 'allow' },
      { token: other.token },
    );
    expect(answer.status).toBe(404);
    expect((await access(investorB.token, pitch)).body.team.is_allowed).toBe(false);
  });

  it("when the status is not 'allow' or 'deny', then it is 400", async () => {
    const pitch = await freshPitch('Bad Status Pitch');
    const { contact_id } = (await ask(investorB.token, pitch)).body;
    const answer = await decide(contact_id, investorB.id, 'pending', {}, pitch);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ status: m.contactRequests.statusInvalid });
  });

  it('when the request was withdrawn, then deciding is 409', async () => {
    const pitch = await freshPitch('Withdrawn Decide Pitch');
    const { contact_id } = (await ask(investorB.token, pitch)).body;
    await withdraw(investorB.token, contact_id, pitch);
    const answer = await decide(contact_id, investorB.id, 'allow', {}, pitch);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(m.contactRequests.withdrawnCannotBeDecided);
  });
});

describe('expiry', () => {
  it('when an allowed request expires, then the contacts stop, the history says so once, and the investor may ask again', async () => {
    const pitch = await freshPitch('Expiring Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    await decide(contact_id, investorA.id, 'allow', { expires_in_days: 30 }, pitch);
    await expireRequest(t.db, contact_id);

    const team = (await access(investorA.token, pitch)).body.team;
    expect(team).toMatchObject({
      permission_send: false,
      is_allowed: false,
      team_data: [],
      status: 'allow',
      expired: true,
    });
    expect((await t.call(unlockTeamContact, { pitch_id: pitch }, { token: investorA.token })).status).toBe(
      403,
    );
    const row = (await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data[0];
    expect(row).toMatchObject({ status: 'allow', expired: true });

    await access(investorA.token, pitch);
    const events = (await history(owner.token, contact_id)).body.history;
    expect(events.map((e: { event: string; actor: string }) => [e.event, e.actor])).toEqual([
      ['requested', 'investor'],
      ['allowed', 'owner'],
      ['expired', 'system'],
    ]);

    const again = await ask(investorA.token, pitch, 'Still interested');
    expect(again.body).toMatchObject({ contact_id, message: m.server.contactRequestSent });
    expect((await access(investorA.token, pitch)).body.team).toMatchObject({
      status: 'pending',
      expired: false,
    });
  });
});

describe('unlocking and history', () => {
  it('when the investor unlocks, then the step is recorded once per allow and the contacts come back', async () => {
    const pitch = await freshPitch('Unlock Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    expect(
      (await t.call(unlockTeamContact, { pitch_id: pitch }, { token: investorA.token })).body.message,
    ).toBe(m.contactRequests.notAllowed);
    await decide(contact_id, investorA.id, 'allow', {}, pitch);
    const unlocked = await t.call(unlockTeamContact, { pitch_id: pitch }, { token: investorA.token });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.team.team_data).toHaveLength(2);
    await t.call(unlockTeamContact, { pitch_id: pitch }, { token: investorA.token });
    const events = (await history(investorA.token, contact_id)).body.history;
    expect(events.map((e: { event: string }) => e.event)).toEqual([
      'requested',
      'allowed',
      'contacts_unlocked',
    ]);
  });

  it('when someone else reads a request history, then it is 404', async () => {
    const pitch = await freshPitch('History Pitch');
    const { contact_id } = (await ask(investorB.token, pitch)).body;
    expect((await history(investorA.token, contact_id)).status).toBe(404);
    expect((await history(other.token, contact_id)).status).toBe(404);
    expect((await history(owner.token, contact_id)).status).toBe(200);
  });

  it('the history cannot be rewritten, even by the database user', async () => {
    await expect(t.db.execute(sql`update contact_request_events set kind = 'allowed'`)).rejects.toThrow();
  });
});

describe('lists', () => {
  it('the owner lists all own pitches newest first, or one; another entrepreneur gets 404 for that pitch', async () => {
    const p1 = await freshPitch('List One');
    const p2 = await freshPitch('List Two');
    const [lister1, lister2] = [await scene.person('investor', 'Lea'), await scene.person('investor', 'Leo')];
    await ask(lister1.token, p1);
    await ask(lister2.token, p2);
    const all = (await ownerList({ get_all: 'true' })).body.contact_data as {
      pitch_id: string;
      created_at: string;
    }[];
    expect(all.filter((r) => r.pitch_id === p1 || r.pitch_id === p2).map((r) => r.pitch_id)).toEqual([
      p2,
      p1,
    ]);
    const times = all.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await ownerList({ get_all: 'false', pitch_id: p1 })).body.contact_data).toHaveLength(1);
    const foreign = await t.call(getContactRequest, { get_all: false, pitch_id: p1 }, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(
      (await t.call(getContactRequest, { get_all: true }, { token: other.token })).body.contact_data,
    ).toEqual([]);
  });

  it("an investor's list ('My Investment') holds their own requests with status, expiry, card and link", async () => {
    const pitch = await freshPitch('Investment Pitch');
    const { contact_id } = (await ask(investorB.token, pitch)).body;
    await decide(contact_id, investorB.id, 'allow', { expires_in_days: 90 }, pitch);
    const mine = (await t.call(getContactRequest, { get_all: true }, { token: investorB.token })).body
      .contact_data;
    expect(mine.every((r: { investor_id: string }) => r.investor_id === investorB.id)).toBe(true);
    const row = mine.find((r: { pitch_id: string }) => r.pitch_id === pitch);
    expect(row).toMatchObject({
      contact_id,
      status: 'allow',
      name_of_pitch: 'Investment Pitch',
      pitch_link: `/project/${pitch}`,
      expired: false,
      pitch: { short_summary: 'Investment Pitch in one line.', target: 500_000 },
    });
    expect(row.expires_at).not.toBeNull();
    // a hidden pitch keeps its row, without the card
    await t.db.execute(sql`update pitches set is_hidden = true where id = ${pitch}`);
    const later = (await t.call(getContactRequest, { get_all: true }, { token: investorB.token })).body
      .contact_data;
    expect(later.find((r: { pitch_id: string }) => r.pitch_id === pitch)).toMatchObject({ pitch: null });
    expect((await access(investorB.token, pitch)).status).toBe(404);
  });
});

describe('limits', () => {
  it(`when an investor makes more than ${REQUESTS_PER_HOUR} requests in an hour, then the next is 429 and not stored`, async () => {
    const investor = await scene.person('investor', 'Rapid');
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) {
      expect((await ask(investor.token, await freshPitch(`Rapid ${i}`))).status).toBe(200);
    }
    const pitch = await freshPitch('One Too Many');
    const answer = await ask(investor.token, pitch);
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(m.contactRequests.tooManyRequests);
    expect((await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data).toEqual([]);
  });
});
