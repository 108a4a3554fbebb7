import { MATCH_CRITERIA, MATCH_POINTS } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { type MatchedPitch, scoreMatch, type Thesis } from './score.js';

const fintech = { id: '00000000-0000-4000-8000-000000000001', title: 'Fintech' };
const health = { id: '00000000-0000-4000-8000-000000000002', title: 'Health' };
const canada = { id: '00000000-0000-4000-8000-00000000000a', name: 'Canada' };
const us = { id: '00000000-0000-4000-8000-00000000000b', name: 'United States' };
const france = { id: '00000000-0000-4000-8000-00000000000c', name: 'France' };

const anyThesis: Thesis = { projectTypes: [], range: null, stages: [], countries: [], instruments: [] };
const fullThesis: Thesis = {
  projectTypes: [fintech],
  range: { min: 5_000, max: 50_000 },
  stages: ['pre_seed', 'seed'],
  countries: [canada, us],
  instruments: ['safe', 'equity'],
};
const seedFintech: MatchedPitch = {
  projectType: fintech,
  minPerInvestor: 10_000,
  stage: 'seed',
  country: canada,
  instrument: 'safe',
};
const bare: MatchedPitch = {
  projectType: null,
  minPerInvestor: 0,
  stage: null,
  country: null,
  instrument: null,
};

// each row: a thesis, a pitch, and which criteria are met (in MATCH_CRITERIA order)
const table: [string, Thesis, MatchedPitch, boolean[]][] = [
  ['everything matches', fullThesis, seedFintech, [true, true, true, true, true]],
  ['an empty thesis matches anything', anyThesis, seedFintech, [true, true, true, true, true]],
  ['an empty thesis matches a pitch without a round', anyThesis, bare, [true, true, true, true, true]],
  ['a pitch without a round misses each chosen part', fullThesis, bare, [false, true, false, false, false]],
  [
    'another type, a ticket above the range, growth, France, a note',
    fullThesis,
    {
      projectType: health,
      minPerInvestor: 60_000,
      stage: 'growth',
      country: france,
      instrument: 'convertible_note',
    },
    [false, false, false, false, false],
  ],
  [
    'a minimum ticket below the range still fits',
    fullThesis,
    { ...seedFintech, minPerInvestor: 1_000, country: us },
    [true, true, true, true, true],
  ],
  [
    'a ticket exactly at the top of the range fits',
    { ...fullThesis, stages: [], instruments: [] },
    { ...seedFintech, minPerInvestor: 50_000, stage: null, instrument: 'other' },
    [true, true, true, true, true],
  ],
  [
    'only the country misses',
    fullThesis,
    { ...seedFintech, country: france },
    [true, true, true, false, true],
  ],
];

describe('scoreMatch', () => {
  it.each(table)(
    'when %s, then the score is exactly the sum of the met criteria',
    (_, thesis, pitch, met) => {
      const match = scoreMatch(thesis, pitch);
      expect(match.criteria.map((c) => c.name)).toEqual([...MATCH_CRITERIA]);
      expect(match.criteria.map((c) => c.met)).toEqual(met);
      for (const c of match.criteria) expect(c.points).toBe(c.met ? MATCH_POINTS[c.name] : 0);
      expect(match.score).toBe(match.criteria.reduce((sum, c) => sum + c.points, 0));
      expect(match.score).toBe(
        MATCH_CRITERIA.reduce((sum, name, i) => sum + (met[i] ? MATCH_POINTS[name] : 0), 0),
      );
    },
  );

  it('when the thesis is set, then each detail names the pitch and the investor side', () => {
    const details = scoreMatch(fullThesis, { ...seedFintech, country: france }).criteria.map((c) => c.detail);
    expect(details).toEqual([
      'Fintech ✓ (you: Fintech)',
      'Ticket C$ 10,000 ✓ (you: C$ 5,000–C$ 50,000)',
      'Seed ✓ (you: Pre-seed–Seed)',
      'France ✗ (you: Canada, United States)',
      'SAFE ✓ (you: SAFE, Equity)',
    ]);
  });

  it('when a thesis part is empty, then its detail says any; stages apart are listed, not spanned', () => {
    const details = scoreMatch({ ...anyThesis, stages: ['idea', 'seed'] }, bare).criteria.map(
      (c) => c.detail,
    );
    expect(details).toEqual([
      'Project type not given ✓ (you: any project type)',
      'Ticket C$ 0 ✓ (you: any ticket)',
      'Stage not given ✗ (you: Idea, Seed)',
      'Country not given ✓ (you: any country)',
      'Instrument not given ✓ (you: any instrument)',
    ]);
  });
});
