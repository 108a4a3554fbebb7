import {
  followPitch,
  hidePitches,
  saveSearch,
  setPitchDocumentAccess,
  updateNotificationSettings,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startTestApp } from '../../test/harness.js';
import { milestoneFields, saveStep } from '../../test/pitch-steps.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, insertPitch, type Person } from '../../test/pitches.js';
import { queuedMailSent, waitUntil } from '../../test/wait.js';

// Follow notices and saved-search alerts: each told once, now or in the daily digest, never for a pitch
// no one may see. Driven through the queue: the jobs run as the worker takes them, no sleeping.
const t = await startTestApp();
afterAll(() => t.close());

const owner = await anEntrepreneur(t, 'Olga');

const follow = async (who: Person, pitchId: string) =>
  expect((await t.call(followPitch, { pitch_id: pitchId, value: true }, { token: who.token })).status).toBe(
    200,
  );
const hide = async (pitchId: string, value: boolean) =>
  expect((await t.call(hidePitches, { pitch_id: pitchId, value }, { token: owner.token })).status).toBe(200);
const addMilestone = (pitchId: string, name: string) =>
  saveStep(t, owner, { ...milestoneFields(pitchId), milestone_name: name });
const chooseDaily = async (who: Person) =>
  expect(
    (await t.call(updateNotificationSettings, { follow_notices: 'daily' }, { token: who.token })).status,
  ).toBe(200);

/** Every job due now has run, and the mail it queued reached the catcher. */
const settled = async () => {
  t.worker?.wake();
  await queuedMailSent(t.db);
};

const bell = (who: Person) =>
  queryRows<{ kind: string; title: string; body: string; link: string }>(
    t.db,
    sql`select kind, title, body, link from notifications where user_id = ${who.id} order by seq`,
  );
const mailsTo = (who: Person) => t.mail.messages().filter((m) => m.to.includes(who.email.toLowerCase()));

/** The next DIGEST_HOUR_UTC comes: the user's waiting digest job falls due and runs. */
async function digestTime(who: Person) {
  const due = await queryRows<{ id: number }>(
    t.db,
    sql`update jobs set run_at = now(), due_at = now() where kind = 'alert_digest'
        and payload->>'user_id' = ${who.id} and done_at is null returning id::int as id`,
  );
  await settled();
  await waitUntil(async () => {
    const [row] = await queryRows<{ left: number }>(
      t.db,
      sql`select count(*)::int as left from jobs where kind = 'alert_digest'
          and payload->>'user_id' = ${who.id} and done_at is null and run_at <= now()`,
    );
    return row?.left === 0;
  }, 'the digest job to run');
  return due.length;
}

describe('follow notices', () => {
  it('when a followed pitch adds a milestone, then each follower is told once in the bell and by e-mail', async () => {
    const pitchId = await aPublishedPitch(t, owner, { name: 'Tidal Power' });
    const [ann, ben, stranger] = [
      await anInvestor(t, 'Ann'),
      await anInvestor(t, 'Ben'),
      await anInvestor(t),
    ];
    await follow(ann, pitchId);
    await follow(ben, pitchId);
    await addMilestone(pitchId, 'First turbine');
    await settled();
    for (const who of [ann, ben]) {
      expect(await bell(who)).toEqual([
        {
          kind: 'pitch_update',
          title: 'Tidal Power added a milestone',
          body: 'First turbine',
          link: `/project/${pitchId}`,
        },
      ]);
      const mails = mailsTo(who);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Tidal Power added a milestone');
      expect(mails[0]?.text).toContain(`/project/${pitchId}`);
    }
    expect(await bell(stranger)).toEqual([]);
    expect(await bell(owner)).toEqual([]);

    // the same news job run again (a retry after a crash) tells no one twice
    await queryRows(t.db, sql`update jobs set done_at = null, run_at = now() where kind = 'pitch_news'`);
    await settled();
    expect(await bell(ann)).toHaveLength(1);
    expect(mailsTo(ann)).toHaveLength(1);
  });

  it('when a document is made public, then followers are told; a locked one tells no one', async () => {
    const pitchId = await insertPitch(t.db, {
      ownerId: owner.id,
      name: 'Data Vault',
      documents: [{ kind: 'pdf', url: '/uploads/vault-plan.pdf', locked: true }],
    });
    await queryRows(
      t.db,
      sql`insert into pitch_milestones (pitch_id, milestone_name, description, target_date)
          values (${pitchId}, 'Launch', 'Go live.', '2030-01-01')`,
    );
    const cleo = await anInvestor(t, 'Cleo');
    await follow(cleo, pitchId);
    await queryRows(
      t.db,
      sql`insert into pitch_documents (pitch_id, url, name, kind, locked) values (${pitchId}, '/uploads/secret.pdf', 'secret.pdf', 'pdf', true)`,
    );
    await settled();
    expect(await bell(cleo)).toEqual([]);
    const [doc] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from pitch_documents where pitch_id = ${pitchId} and name = 'doc-0.pdf'`,
    );
    const opened = await t.call(
      setPitchDocumentAccess,
      { pitch_id: pitchId, document_id: doc?.id, locked: false },
      { token: owner.token },
    );
    expect(opened.status).toBe(200);
    await settled();
    expect(await bell(cleo)).toMatchObject([
      { title: 'Data Vault shared a new document', body: 'doc-0.pdf' },
    ]);
  });

  it('when the pitch is hidden, then its news tells no one, and nothing is owed when it is shown again', async () => {
    const pitchId = await aPublishedPitch(t, owner, { name: 'Quiet Labs' });
    const dan = await anInvestor(t, 'Dan');
    await follow(dan, pitchId);
    await hide(pitchId, true);
    await addMilestone(pitchId, 'Secret step');
    await settled();
    await hide(pitchId, false);
    await settled();
    expect(await bell(dan)).toEqual([]);
    expect(mailsTo(dan)).toHaveLength(0);
  });

  it('when a follower chose the daily digest, then the bell tells now and one digest lists each item once', async () => {
    const first = await aPublishedPitch(t, owner, { name: 'Wind Farm' });
    const second = await aPublishedPitch(t, owner, { name: 'Sun Farm' });
    const eve = await anInvestor(t, 'Eve');
    await chooseDaily(eve);
    await follow(eve, first);
    await follow(eve, second);
    await addMilestone(first, 'Permits');
    await addMilestone(second, 'Panels');
    await settled();
    expect(await bell(eve)).toHaveLength(2);
    expect(mailsTo(eve)).toHaveLength(0);

    // one digest job for the day, not yet due
    expect(await digestTime(eve)).toBe(1);
    const digests = mailsTo(eve);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Your AngelBridge digest: 2 updates');
    const text = digests[0]?.text ?? '';
    for (const line of ['Wind Farm added a milestone', 'Permits', 'Sun Farm added a milestone', 'Panels']) {
      expect(text.split(line).length - 1, line).toBe(1);
    }

    // the digest ran: its job again, or the next day's with nothing new, sends nothing
    await queryRows(t.db, sql`update jobs set done_at = null, run_at = now() where kind = 'alert_digest'`);
    await settled();
    expect(mailsTo(eve)).toHaveLength(1);
  });

  it('when news comes after the digest ran early (an admin ran it now), then it waits for a digest of its own', async () => {
    const pitch = await aPublishedPitch(t, owner, { name: 'Tide Mill' });
    const finn = await anInvestor(t, 'Finn');
    await chooseDaily(finn);
    await follow(finn, pitch);
    await addMilestone(pitch, 'Turbines');
    await settled();
    // before DIGEST_HOUR_UTC: the day's digest goes out early, then more news comes that same day
    expect(await digestTime(finn)).toBe(1);
    await addMilestone(pitch, 'Grid link');
    await addMilestone(pitch, 'First power');
    await settled();
    expect(await bell(finn)).toHaveLength(3);

    expect(await digestTime(finn)).toBe(1);
    const [later, early] = mailsTo(finn);
    expect(early?.text).toContain('Turbines');
    expect(later?.subject).toBe('Your AngelBridge digest: 2 updates');
    for (const line of ['Grid link', 'First power']) expect(later?.text.split(line).length, line).toBe(2);
    expect(later?.text).not.toContain('Turbines');
  });
});

describe('round notices', () => {
  it('when funding rises, the round changes and the close date nears, then followers are told of each once', async () => {
    const pitchId = await aPublishedPitch(t, owner, { name: 'Round Co' });
    const kim = await anInvestor(t, 'Kim');
    await follow(kim, pitchId);
    // the founder's saves (the Pitch Details step writes these columns; the triggers watch the row)
    await queryRows(t.db, sql`update pitches set funding_raised = 25000 where id = ${pitchId}`);
    await queryRows(t.db, sql`update pitches set stage = 'seed' where id = ${pitchId}`);
    // lower funding tells no one
    await queryRows(t.db, sql`update pitches set funding_raised = 20000 where id = ${pitchId}`);
    await settled();
    expect((await bell(kim)).map((n) => n.title)).toEqual([
      'Round Co raised more funding',
      'Round Co updated its round',
    ]);
    expect((await bell(kim))[0]?.body).toBe('C$ 25,000 raised of C$ 500,000');
    expect((await bell(kim))[1]?.body).toContain('Stage: seed');

    // a close date 30 days away: the notice is due 14 days before it, not now
    await queryRows(t.db, sql`update pitches set close_date = current_date + 30 where id = ${pitchId}`);
    await settled();
    const [closing] = await queryRows<{ days: number }>(
      t.db,
      sql`select (run_at::date - current_date)::int as days from jobs
          where key like ${`pitch-news:closing:${pitchId}:%`}`,
    );
    expect(closing?.days).toBe(16);
    expect(await bell(kim)).toHaveLength(3); // the round changed again (its close date)
    await queryRows(
      t.db,
      sql`update jobs set run_at = now() where key like ${`pitch-news:closing:${pitchId}:%`}`,
    );
    await settled();
    // run early (the date is still 30 days away): nothing
    expect(await bell(kim)).toHaveLength(3);
    await queryRows(t.db, sql`update pitches set close_date = current_date + 10 where id = ${pitchId}`);
    await settled();
    expect(
      (await bell(kim)).map((n) => n.title).filter((title) => title.endsWith('closes within 14 days')),
    ).toEqual(['Round Co closes within 14 days']);
  });
});

describe('saved-search alerts', () => {
  const solarTech = { expertise: [] as string[], search_query: 'solar' };

  it('when a matching pitch is unhidden, then the owner of each matching search is told once, ever', async () => {
    const pitchId = await aPublishedPitch(t, owner, {
      name: 'Solar Roofs',
      isHidden: true,
      minPerInvestor: 5_000,
    });
    const fay = await anInvestor(t, 'Fay');
    const gus = await anInvestor(t, 'Gus');
    const hal = await anInvestor(t, 'Hal');
    const saved = async (who: Person, name: string, filters: object, alert = 'immediate') =>
      expect((await t.call(saveSearch, { name, filters, alert }, { token: who.token })).status).toBe(200);
    await saved(fay, 'Solar', solarTech);
    await saved(fay, 'Cheap tickets', { investment_range: { min: 0, max: 10_000 } });
    await saved(gus, 'Solar, quiet', solarTech, 'off');
    await saved(hal, 'Wind', { search_query: 'wind' });
    await saved(hal, 'Big tickets', { investment_range: { min: 50_000, max: 90_000 } });

    await hide(pitchId, false);
    await settled();
    const told = await bell(fay);
    expect(told.map((n) => n.title).sort()).toEqual([
      'New pitch for "Cheap tickets"',
      'New pitch for "Solar"',
    ]);
    expect(told[0]).toMatchObject({
      kind: 'saved_search_match',
      body: 'Solar Roofs',
      link: `/project/${pitchId}`,
    });
    expect(mailsTo(fay)).toHaveLength(2);
    expect(await bell(gus)).toEqual([]);
    expect(await bell(hal)).toEqual([]);

    // hidden and shown again: already told
    await hide(pitchId, true);
    await hide(pitchId, false);
    await settled();
    expect(await bell(fay)).toHaveLength(2);
    expect(mailsTo(fay)).toHaveLength(2);
  });

  it('when a pitch is published through the wizard, then a matching daily search waits for the digest', async () => {
    const pitchId = await insertPitch(t.db, {
      ownerId: owner.id,
      name: 'Solar Boats',
      draft: true,
      documents: [{ kind: 'pdf', url: '/uploads/boats.pdf' }],
      team: [{ name: 'Ida', email: 'ida@example.test', mobileNumber: '4165550100' }],
    });
    const ivy = await anInvestor(t, 'Ivy');
    const res = await t.call(
      saveSearch,
      { name: 'Sun', filters: solarTech, alert: 'daily' },
      { token: ivy.token },
    );
    expect(res.status).toBe(200);
    await addMilestone(pitchId, 'Hull');
    await settled();
    expect(await bell(ivy)).toMatchObject([{ title: 'New pitch for "Sun"', body: 'Solar Boats' }]);
    expect(mailsTo(ivy)).toHaveLength(0);
    expect(await digestTime(ivy)).toBe(1);
    expect(mailsTo(ivy)).toHaveLength(1);
    expect(mailsTo(ivy)[0]?.text).toContain('New pitch for "Sun"');
  });
});
