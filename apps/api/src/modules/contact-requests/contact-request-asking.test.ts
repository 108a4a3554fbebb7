import { messages as m } from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema/index.js';
import { contactCalls, openContactScene } from '../../test/contact-requests.js';
import { REQUESTS_PER_HOUR } from './ask-for-contacts.js';

// Investors asking for a pitch's contacts, taking a request back, and how often they may ask.
const { t, scene } = await openContactScene();
const { owner, other, investorA, investorB, pitchId, hiddenPitchId, draftPitchId } = scene;
const { ask, access, decide, withdraw, history, ownerList, freshPitch } = contactCalls(t, scene);

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
