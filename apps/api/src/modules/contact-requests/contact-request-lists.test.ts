import { getContactRequest, messages as m, unlockTeamContact } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactCalls, expireRequest, openContactScene } from '../../test/contact-requests.js';

// Unlocking contacts, a request's history, and the owners' and investors' lists.
const { t, scene } = await openContactScene();
const { owner, other, investorA, investorB } = scene;
const { ask, access, decide, history, ownerList, freshPitch } = contactCalls(t, scene);

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

  it('when an allowance expires, then both lists answer is_allowed false for it; a running one true, a pending one false', async () => {
    const pitch = await freshPitch('Allowed Answer Pitch');
    const [ended, running, waiting] = [
      await scene.person('investor', 'Ena'),
      await scene.person('investor', 'Rui'),
      await scene.person('investor', 'Wes'),
    ];
    const endedId = (await ask(ended.token, pitch)).body.contact_id;
    const runningId = (await ask(running.token, pitch)).body.contact_id;
    const waitingId = (await ask(waiting.token, pitch)).body.contact_id;
    const decided = await decide(endedId, ended.id, 'allow', { expires_in_days: 30 }, pitch);
    expect(decided.body.contact_data).toMatchObject({ status: 'allow', is_allowed: true });
    await decide(runningId, running.id, 'allow', { expires_in_days: 'none' }, pitch);
    await expireRequest(t.db, endedId);

    const owners = (await ownerList({ get_all: 'false', pitch_id: pitch })).body.contact_data;
    const answerOf = (rows: { contact_id: string; is_allowed: boolean }[], id: string) =>
      rows.find((row) => row.contact_id === id)?.is_allowed;
    expect(answerOf(owners, endedId)).toBe(false);
    expect(answerOf(owners, runningId)).toBe(true);
    expect(answerOf(owners, waitingId)).toBe(false);
    expect(owners.find((row: { contact_id: string }) => row.contact_id === endedId)).toMatchObject({
      status: 'allow',
      expired: true,
    });

    const investment = async (token: string) =>
      (await t.call(getContactRequest, { get_all: true }, { token })).body.contact_data;
    expect(answerOf(await investment(ended.token), endedId)).toBe(false);
    expect(answerOf(await investment(running.token), runningId)).toBe(true);
    expect(answerOf(await investment(waiting.token), waitingId)).toBe(false);
    // the pitch page's access answer agrees with the lists
    expect((await access(ended.token, pitch)).body.team.is_allowed).toBe(false);
    expect((await access(running.token, pitch)).body.team.is_allowed).toBe(true);
  });
});
