import {
  getInvestmentPageData,
  getInvestmentPageDataById,
  hidePitches,
  roundMessages as rm,
} from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pitches } from '../../db/schema/index.js';
import { openOwnerScene } from '../../test/pitch-owner.js';
import { detailsFields, saveStep, startPitch } from '../../test/pitch-steps.js';
import { insertPitch } from '../../test/pitches.js';
import { countryId } from '../../test/reference-ids.js';

// The round (issue 22) in the Pitch Details step, and the listing's stage and country filters.
const { t, owner, technology, errorsOf, readPitch } = await openOwnerScene();
let canada = '';
let france = '';
beforeAll(async () => {
  canada = await countryId(t.db, 'CA');
  france = await countryId(t.db, 'FR');
});

const round = () => ({
  stage: 'seed',
  instrument: 'safe',
  valuation_cap: '8000000',
  close_date: '2031-06-30',
  country_id: canada,
  funding_raised: '25000',
  use_of_funds: 'Hire two engineers.',
  video_url: 'https://youtu.be/dQw4w9WgXcQ?t=42',
});

describe('the round in the Pitch Details step', () => {
  it('when the round is sent, then it is saved, read back by the owner, and the video is normalised', async () => {
    const id = await startPitch(t, owner, technology);
    const saved = await saveStep(t, owner, { ...detailsFields(id), ...round() });
    const expected = {
      stage: 'seed',
      instrument: 'safe',
      valuation_cap: 8_000_000,
      close_date: '2031-06-30',
      country: { _id: canada, name: 'Canada' },
      funding_raised: 25_000,
      use_of_funds: 'Hire two engineers.',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    };
    expect(saved).toMatchObject(expected);
    expect(await readPitch(id)).toMatchObject(expected);
  });

  it('when a client sends only the spec fields, then the round is kept; empty text clears it', async () => {
    const id = await startPitch(t, owner, technology);
    await saveStep(t, owner, { ...detailsFields(id), ...round() });
    const specOnly = await saveStep(t, owner, { ...detailsFields(id), target: '200000' });
    expect(specOnly).toMatchObject({ target: 200_000, stage: 'seed', funding_raised: 25_000 });
    const cleared = await saveStep(t, owner, {
      ...detailsFields(id),
      stage: '',
      instrument: '',
      valuation_cap: '',
      close_date: '',
      country_id: '',
      funding_raised: '',
      use_of_funds: '  ',
      video_url: '',
    });
    expect(cleared).toMatchObject({
      stage: null,
      instrument: null,
      valuation_cap: null,
      close_date: null,
      country: null,
      funding_raised: 0,
      use_of_funds: null,
      video_url: null,
    });
  });

  it('when a Vimeo link comes in any of its forms, then it is stored as one watch URL', async () => {
    const id = await startPitch(t, owner, technology);
    for (const [typed, stored] of [
      ['vimeo.com/76979871', 'https://vimeo.com/76979871'],
      ['https://player.vimeo.com/video/76979871?h=abc123def0', 'https://vimeo.com/76979871/abc123def0'],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ]) {
      expect((await saveStep(t, owner, { ...detailsFields(id), video_url: typed })).video_url).toBe(stored);
    }
  });

  it('when a field is invalid, then 400 names it and nothing changes', async () => {
    const id = await startPitch(t, owner, technology);
    await saveStep(t, owner, { ...detailsFields(id), ...round() });
    const cases: [Record<string, string>, string, string][] = [
      [{ stage: 'series_z' }, 'stage', rm.stageInvalid],
      [{ instrument: 'shares' }, 'instrument', rm.instrumentInvalid],
      [{ valuation_cap: '-5' }, 'valuation_cap', rm.valuationCapInvalid],
      [{ close_date: '2031-02-30' }, 'close_date', rm.closeDateInvalid],
      [{ funding_raised: '1.5' }, 'funding_raised', rm.fundingRaisedInvalid],
      [{ use_of_funds: 'x'.repeat(1001) }, 'use_of_funds', rm.useOfFundsTooLong],
      [{ video_url: 'https://evil.example/watch?v=dQw4w9WgXcQ' }, 'video_url', rm.videoUrlInvalid],
      [{ video_url: 'javascript:alert(1)//youtu.be/dQw4w9WgXcQ' }, 'video_url', rm.videoUrlInvalid],
      [{ country_id: 'not-a-uuid' }, 'country_id', 'Invalid country.'],
    ];
    for (const [fields, field, message] of cases) {
      const errors = await errorsOf({ ...detailsFields(id), target: '999999', ...fields });
      expect(errors[field], field).toBe(message);
    }
    const unknown = await errorsOf({
      ...detailsFields(id),
      target: '999999',
      country_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.country_id).toBe(rm.countryUnknown);
    expect(await readPitch(id)).toMatchObject({ target: 100_000, stage: 'seed', country: { _id: canada } });
  });

  it('when the pitch is public, then the round is on its page for everyone', async () => {
    const id = await insertPitch(t.db, { ownerId: owner.id, name: 'Round Page' });
    await t.db
      .update(pitches)
      .set({ stage: 'series_a', instrument: 'equity', countryId: france, videoUrl: 'https://vimeo.com/1' })
      .where(eq(pitches.id, id));
    const res = await t.call(getInvestmentPageDataById, { investment_id: id });
    expect(res.body.investment_data).toMatchObject({
      stage: 'series_a',
      instrument: 'equity',
      country: { _id: france, name: 'France' },
      video_url: 'https://vimeo.com/1',
      valuation_cap: null,
      close_date: null,
    });
  });
});

describe('the listing filters stage and country', () => {
  it('when stage or country is given, then only pitches of those are listed; a bad value is a 400', async () => {
    const mk = async (name: string, stage: string | null, country: string | null) => {
      const id = await insertPitch(t.db, { ownerId: owner.id, name, projectType: 'Clean Energy' });
      await t.db.update(pitches).set({ stage, countryId: country }).where(eq(pitches.id, id));
    };
    await mk('Seed CA', 'seed', canada);
    await mk('Seed FR', 'seed', france);
    await mk('Growth CA', 'growth', canada);
    await mk('No round', null, null);
    const names = async (body: object) => {
      const res = await t.call(getInvestmentPageData, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.investment_data as { investments: { name_of_pitch: string }[] }[])
        .flatMap((g) => g.investments.map((p) => p.name_of_pitch))
        .sort();
    };
    expect(await names({ stage: ['seed'] })).toEqual(['Seed CA', 'Seed FR']);
    expect(await names({ country: [canada] })).toEqual(['Growth CA', 'Seed CA']);
    expect(await names({ stage: 'seed', country: [canada] })).toEqual(['Seed CA']);
    expect(await names({ stage: ['seed', 'growth'], country: [france] })).toEqual(['Seed FR']);
    expect((await t.call(getInvestmentPageData, { stage: ['late'] })).status).toBe(400);
    expect((await t.call(getInvestmentPageData, { country: ['nope'] })).status).toBe(400);
    // a hidden pitch stays out whatever the filter
    const [hidden] = await t.db
      .select({ id: pitches.id })
      .from(pitches)
      .where(eq(pitches.nameOfPitch, 'Seed FR'));
    await t.call(hidePitches, { pitch_id: hidden?.id, value: true }, { token: owner.token });
    expect(await names({ stage: ['seed'] })).toEqual(['Seed CA']);
  });
});
