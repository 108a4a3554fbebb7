import { getUserDetails, roundMessages, updateProfile } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { investorForm, multipart, openTestApp, signedInUser } from '../../test/accounts.js';
import { countryId } from '../../test/reference-ids.js';

// The investor's thesis (issue 22) on the profile: stages, countries and instruments beside the
// desired projects and the range. Empty means any; a form that leaves the fields out keeps them.
const { t, ref } = await openTestApp();

const edit = (token: string, changes: Record<string, unknown>) =>
  multipart(
    t,
    updateProfile,
    { ...investorForm(ref), first_name: 'Ivy', last_name: 'Investor', ...changes },
    { token },
  );

describe("the investor's thesis", () => {
  it('when the thesis is saved, then it is read back; left out it is kept; empty lists clear it', async () => {
    const investor = await signedInUser(t, ref, 'investor');
    const france = await countryId(t.db, 'FR');
    const saved = await edit(investor.token, {
      thesis_stages: JSON.stringify(['seed', 'pre_seed', 'seed']),
      thesis_countries: JSON.stringify([ref.canada._id, france]),
      thesis_instruments: 'safe',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      thesis_stages: ['seed', 'pre_seed'],
      thesis_countries: [
        { _id: ref.canada._id, name: 'Canada' },
        { _id: france, name: 'France' },
      ],
      thesis_instruments: ['safe'],
    };
    expect(saved.body.user_data).toMatchObject(expected);
    const kept = await edit(investor.token, { bio: 'Still investing in early software.' });
    expect(kept.body.user_data).toMatchObject(expected);
    const read = await t.call(getUserDetails, {}, { token: investor.token });
    expect(read.body.user_data).toMatchObject(expected);
    const cleared = await edit(investor.token, {
      thesis_stages: '[]',
      thesis_countries: '',
      thesis_instruments: '[]',
    });
    expect(cleared.body.user_data).toMatchObject({
      thesis_stages: [],
      thesis_countries: [],
      thesis_instruments: [],
    });
  });

  it('when a stage, instrument or country is not in its list, then 400 and nothing changes', async () => {
    const investor = await signedInUser(t, ref, 'investor');
    const cases: [Record<string, string>, string][] = [
      [{ thesis_stages: '["late"]' }, 'thesis_stages'],
      [{ thesis_instruments: '["shares"]' }, 'thesis_instruments'],
      [{ thesis_countries: '["00000000-0000-4000-8000-000000000000"]' }, 'thesis_countries'],
      [{ thesis_countries: '["nope"]' }, 'thesis_countries'],
    ];
    for (const [fields, field] of cases) {
      const res = await edit(investor.token, { bio: 'Changed bio that must not be saved.', ...fields });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors ?? {}).join(' '), field).toContain(field);
    }
    const many = Array.from({ length: 31 }, () => ref.canada._id);
    const tooMany = await edit(investor.token, { thesis_countries: JSON.stringify(many) });
    expect(tooMany.body.errors?.thesis_countries).toBe(roundMessages.tooManyCountries);
    const read = await t.call(getUserDetails, {}, { token: investor.token });
    expect(read.body.user_data.bio).not.toBe('Changed bio that must not be saved.');
  });
});
