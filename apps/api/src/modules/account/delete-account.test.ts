import {
  DELETED_USER_NAME,
  deleteMyAccount,
  doLogin,
  getInvestmentPageDataById,
  getScoutInvestor,
  getUserDetails,
  globalSearch,
} from '@angelbridge/contracts';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  lastMailId,
  loadReference,
  PASSWORD,
  type Reference,
  signedInUser,
  signUpAndVerify,
} from '../../test/accounts.js';
import { openConversationScene } from '../../test/conversations.js';
import { insertPitch, pdfBytes, pngBytes } from '../../test/pitches.js';
import { waitUntil } from '../../test/wait.js';

const ctx = await openConversationScene();
const { t, scene } = ctx;
let ref: Reference;

beforeAll(async () => {
  ref = await loadReference(t);
});

const remove = (token: string, password: string) => t.call(deleteMyAccount, { password }, { token });

/** The scene's people are written straight into the database: give one a real password. */
async function givePassword(userId: string) {
  const hash = await bcrypt.hash(PASSWORD, 4);
  await t.db.execute(sql`update users set password_hash = ${hash} where id = ${userId}`);
}

async function userRow(id: string) {
  const [row] = await queryRows<Record<string, unknown>>(t.db, sql`select * from users where id = ${id}`);
  return row;
}

const stored = async (url: string) => (await t.storage.stat(url)) !== null;

describe('/deleteMyAccount', () => {
  it('refuses a wrong or missing password with the field named, and changes nothing', async () => {
    const person = await scene.person('investor', 'Wanda');
    await givePassword(person.id);
    const before = await userRow(person.id);
    const wrong = await remove(person.token, 'Wrong-passw0rd!');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toMatch(/not correct/);
    const empty = await remove(person.token, '');
    expect(empty.status).toBe(400);
    expect(empty.body.errors.password).toMatch(/password/i);
    expect(await userRow(person.id)).toEqual(before);
    expect((await t.call(getUserDetails, {}, { token: person.token })).status).toBe(200);
  });

  it('counts password tries per account: the sixth in an hour waits', async () => {
    const person = await scene.person('investor', 'Tries');
    for (let i = 0; i < 5; i += 1) expect((await remove(person.token, `Wrong-${i}`)).status).toBe(400);
    const refused = await remove(person.token, PASSWORD);
    expect(refused.status).toBe(429);
    expect((await userRow(person.id))?.deleted_at).toBeNull();
  });

  it('a founder’s delete: pitches, requests and files go; the investor keeps the conversation, read-only', async () => {
    const { owner, investorA } = scene;
    await givePassword(owner.id);
    const photo = await t.storage.save(pngBytes(), 'png');
    const deck = await t.storage.save(pdfBytes(), 'pdf');
    await t.db.execute(sql`update users set photo = ${photo} where id = ${owner.id}`);
    const filedPitch = await insertPitch(t.db, {
      ownerId: owner.id,
      name: 'Filed Pitch',
      documents: [{ kind: 'pdf', url: deck }],
    });
    const talk = await ctx.aConversation(investorA, 'Talked Pitch');
    const reply = await ctx.send(
      owner.token,
      { conversation_id: talk.conversationId, body: 'The memo.' },
      { 'file[]': { buffer: pdfBytes('Memo'), name: 'memo.pdf' } },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [memo] = await queryRows<{ url: string }>(
      t.db,
      sql`select a.url from message_attachments a join conversation_messages m on m.id = a.message_id
          where m.sender_id = ${owner.id}`,
    );
    expect(await stored(memo?.url ?? '')).toBe(true);
    const mailSince = await lastMailId(t);

    const res = await remove(owner.token, PASSWORD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // every token of the account is refused at once, and nobody signs in with the old address
    expect((await t.call(getUserDetails, {}, { token: owner.token })).status).toBe(401);
    expect((await t.call(doLogin, { email: owner.email, password: PASSWORD })).status).not.toBe(200);
    // the row is anonymised: no contact data, no profile, out of every list
    const row = await userRow(owner.id);
    expect(row).toMatchObject({
      first_name: DELETED_USER_NAME,
      last_name: '',
      mobile_number: '',
      photo: null,
      bio: null,
      linkedin_profile: null,
      is_profile_complete: false,
    });
    expect(row?.email).not.toBe(owner.email);
    expect(row?.deleted_at).not.toBeNull();
    // pitches are gone from everyone, requests removed
    for (const id of [filedPitch, talk.pitchId, scene.pitchId]) {
      expect((await t.call(getInvestmentPageDataById, { investment_id: id })).status).toBe(404);
    }
    const [left] = await queryRows<{ pitches: number; requests: number }>(
      t.db,
      sql`select (select count(*) from pitches where owner_id = ${owner.id} and not is_hidden)::int as pitches,
            (select count(*) from contact_requests r join pitches p on p.id = r.pitch_id
              where p.owner_id = ${owner.id})::int as requests`,
    );
    expect(left).toEqual({ pitches: 0, requests: 0 });
    // the investor still has the history, with "Deleted user", and cannot write any more
    const list = await ctx.list(investorA.token);
    const kept = list.body.conversations.find((c: { _id: string }) => c._id === talk.conversationId);
    expect(kept).toMatchObject({
      status: 'read_only',
      name_of_pitch: 'Talked Pitch',
      other: { first_name: DELETED_USER_NAME, photo: '' },
    });
    const thread = await ctx.thread(investorA.token, talk.conversationId);
    expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Hello, founder.',
      'The memo.',
    ]);
    const sent = await ctx.send(investorA.token, {
      conversation_id: talk.conversationId,
      body: 'Still there?',
    });
    expect(sent.status).toBe(403);
    // the files go after the commit, through the durable queue
    await waitUntil(
      async () => !(await stored(photo)) && !(await stored(deck)) && !(await stored(memo?.url ?? '')),
      'the deleted account’s files to go',
    );
    // and the old address hears of it
    const mail = await t.mail.waitFor(owner.email, { since: mailSince });
    expect(mail.subject).toMatch(/account was deleted/);
  });

  it('an investor’s delete: out of scout and search, login fails, the address may sign up again', async () => {
    const investor = await signedInUser(t, ref, 'investor');
    const [named] = await queryRows<{ first_name: string; last_name: string }>(
      t.db,
      sql`select first_name, last_name from users where id = ${investor.userId}`,
    );
    const fullName = `${named?.first_name} ${named?.last_name}`;
    const scouted = async () =>
      (await t.call(getScoutInvestor, { type: 'investor', search_query: fullName })).body.scout_investor.some(
        (p: { _id: string }) => p._id === investor.userId,
      );
    const searched = async () =>
      (await t.call(globalSearch, { search_query: fullName })).body.results.some(
        (p: { _id: string }) => p._id === investor.userId,
      );
    expect(await scouted()).toBe(true);
    expect(await searched()).toBe(true);

    const mailSince = await lastMailId(t);
    expect((await remove(investor.token, PASSWORD)).status).toBe(200);
    expect(await scouted()).toBe(false);
    expect(await searched()).toBe(false);
    const login = await t.call(doLogin, { email: investor.email, password: PASSWORD });
    expect(login.status).toBeGreaterThanOrEqual(400);
    await t.mail.waitFor(investor.email, { since: mailSince });
    // a second delete with the old token finds no session
    expect((await remove(investor.token, PASSWORD)).status).toBe(401);
    // the address is free again: a new account signs up with it
    const again = await signUpAndVerify(t, ref, 'entrepreneur', investor.email);
    expect(again.userId).not.toBe(investor.userId);
  });
});
