import {
  adminRestorePitch,
  adminUnpublishPitch,
  followPitch,
  hidePitches,
  saveSearch,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { signedInAdmin } from '../../test/admin.js';
import { startTestApp } from '../../test/harness.js';
import { milestoneFields, saveStep } from '../../test/pitch-steps.js';
import { anEntrepreneur, anInvestor, aPublishedPitch } from '../../test/pitches.js';
import { countryId } from '../../test/reference-ids.js';
import { waitUntil } from '../../test/wait.js';

// The triggers that feed follow news, saved-search matching and the search lexicon use the one SQL
// definition of a public pitch (pitch_is_public, migration 0028), so an admin's take-down counts for them
// as it does for every query. Before it, they spelled `NOT is_hidden AND NOT draft` and missed it.
const t = await startTestApp();
afterAll(() => t.close());

const admin = await signedInAdmin(t);
const owner = await anEntrepreneur(t, 'Tara');

const jobsFor = async (kind: string, pitchId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from jobs where kind = ${kind} and payload->>'pitch_id' = ${pitchId}`,
    )
  )[0]?.n;
const jobsDone = async (kind: string, pitchId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from jobs where kind = ${kind} and payload->>'pitch_id' = ${pitchId}
          and done_at is not null`,
    )
  )[0]?.n;
const takeDown = async (pitchId: string) =>
  expect(
    (await t.call(adminUnpublishPitch, { pitch_id: pitchId, reason: 'Checks' }, { token: admin.token }))
      .status,
  ).toBe(200);
const hide = async (pitchId: string, value: boolean) =>
  expect((await t.call(hidePitches, { pitch_id: pitchId, value }, { token: owner.token })).status).toBe(200);

describe('the one rule of a public pitch, in the triggers', () => {
  it('when an admin has taken a pitch down, then its new milestone is no news and its unhide matches no saved search', async () => {
    const pitchId = await aPublishedPitch(t, owner, { name: 'Takedown Tiles' });
    const fan = await anInvestor(t, 'Fan');
    expect((await t.call(followPitch, { pitch_id: pitchId, value: true }, { token: fan.token })).status).toBe(
      200,
    );
    await takeDown(pitchId);
    await saveStep(t, owner, { ...milestoneFields(pitchId), milestone_name: 'While down' });
    await hide(pitchId, true);
    await hide(pitchId, false);
    expect(await jobsFor('pitch_news', pitchId)).toBe(0);
    expect(await jobsFor('pitch_visible', pitchId)).toBe(0);

    // the admin's restore makes it public again: saved searches are matched, as after an unhide
    expect((await t.call(adminRestorePitch, { pitch_id: pitchId }, { token: admin.token })).status).toBe(200);
    expect(await jobsFor('pitch_visible', pitchId)).toBe(1);
  });

  it('when a taken-down pitch is edited, then its words stay out of the search lexicon', async () => {
    const pitchId = await aPublishedPitch(t, owner, { name: 'Lexicon Lamps' });
    await takeDown(pitchId);
    await queryRows(t.db, sql`update pitches set short_summary = 'Quibbleflux lamps' where id = ${pitchId}`);
    const words = await queryRows<{ word: string }>(
      t.db,
      sql`select word from pitch_search_words where word = 'quibbleflux'`,
    );
    expect(words).toEqual([]);
  });

  it('when the trigger functions are read back, then each calls pitch_is_public and none spells the rule', async () => {
    const bodies = await queryRows<{ name: string; body: string }>(
      t.db,
      sql`select proname as name, pg_get_functiondef(oid) as body from pg_proc
          where proname in ('pitch_search_words_collect', 'follows_milestone_added', 'follows_document_public',
            'follows_pitch_visibility', 'follows_round_news')`,
    );
    expect(bodies.map((b) => b.name).sort()).toEqual([
      'follows_document_public',
      'follows_milestone_added',
      'follows_pitch_visibility',
      'follows_round_news',
      'pitch_search_words_collect',
    ]);
    for (const { name, body } of bodies) {
      expect(body, name).toMatch(/pitch_is_public\(/);
      expect(body, name).not.toMatch(/not\s+\w*\.?is_hidden|OLD\.is_hidden OR/i);
    }
  });

  it('when a pitch with a round becomes public, then saved searches match its stage and country as the listing does', async () => {
    const pitchId = await aPublishedPitch(t, owner, { name: 'Round Filter Co', isHidden: true });
    const [ca, fr] = [await countryId(t.db, 'CA'), await countryId(t.db, 'FR')];
    await queryRows(t.db, sql`update pitches set stage = 'seed', country_id = ${ca} where id = ${pitchId}`);
    const ivy = await anInvestor(t, 'Ivy');
    const searches = {
      'Seed in Canada': { stage: ['seed'], country: [ca] },
      'Seed anywhere': { stage: ['seed'] },
      'Series A': { stage: ['series_a'] },
      'In France': { country: [fr] },
    };
    for (const [name, filters] of Object.entries(searches)) {
      const saved = await t.call(saveSearch, { name, filters, alert: 'immediate' }, { token: ivy.token });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    await hide(pitchId, false);
    t.worker?.wake();
    await waitUntil(
      async () => (await jobsDone('pitch_visible', pitchId)) === 1,
      'the match job to run',
      120_000,
    );
    const hits = await queryRows<{ name: string }>(
      t.db,
      sql`select s.name from saved_search_hits h join saved_searches s on s.id = h.saved_search_id
          where h.pitch_id = ${pitchId} order by s.name`,
    );
    expect(hits.map((h) => h.name)).toEqual(['Seed anywhere', 'Seed in Canada']);
  });
});
