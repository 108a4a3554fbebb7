import { setPitchDocumentAccess } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { followAlerts } from '../../test/follow-alerts.js';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, insertPitch } from '../../test/pitches.js';

// Follow notices: each told once, now or in the daily digest, never for a pitch no one may see.
const t = await startTestApp();
afterAll(() => t.close());

const owner = await anEntrepreneur(t, 'Olga');
const { follow, hide, addMilestone, chooseDaily, settled, bell, mailsTo, digestTime } = followAlerts(
  t,
  owner,
);

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
