import { contactRequestAllowOrDeny, messages as m, unlockTeamContact } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { contactCalls, expireRequest, openContactScene } from '../../test/contact-requests.js';

// Owners allowing and denying, and an allowance running out.
const { t, scene } = await openContactScene();
const { owner, other, investorA, investorB, pitchId } = scene;
const { ask, access, decide, withdraw, history, ownerList, freshPitch } = contactCalls(t, scene);

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

  it("when the app's clock runs ahead of the database's, then every answer still agrees on whether it expired", async () => {
    const pitch = await freshPitch('Clock Pitch');
    const { contact_id } = (await ask(investorA.token, pitch)).body;
    await decide(contact_id, investorA.id, 'allow', { expires_in_days: 30 }, pitch);
    // half an hour left by the database's clock, while the server's own clock runs an hour ahead
    await t.db.execute(
      sql`update contact_requests set expires_at = now() + interval '30 minutes' where id = ${contact_id}`,
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    try {
      const team = (await access(investorA.token, pitch)).body.team;
      expect(team.expired).toBe(team.team_data.length === 0);
      expect(team.is_allowed).toBe(!team.expired);
      const row = (await ownerList({ get_all: false, pitch_id: pitch })).body.contact_data[0];
      expect(row.expired).toBe(team.expired);
    } finally {
      vi.useRealTimers();
    }
  });
});
