import { describe, expect, it } from 'vitest';
import { pitch, publicPitch } from './pitch-entities.js';
import { id } from './test-helpers.js';

describe('pitch entities', () => {
  const member = {
    _id: id(5),
    name: 'Charles',
    email: 'c@example.com',
    mobile_number: '+447700900123',
    position: 'CTO',
    linkedin_profile: '',
    bio: 'Inventor.',
    photo: null,
  };
  const row = {
    _id: id(1),
    id: id(1),
    name_of_pitch: 'Engine',
    short_summary: 'Computer.',
    highlight: ['First'],
    target: 1000,
    min_per_investor: 10,
    funding_raised: 0,
    is_hidden: false,
    draft: true,
    unpublished_reason: null,
    funding_raised_from_commitments: false,
    project_type: { _id: id(2), title: 'Technology' },
    other_name: null,
    name_of_company: 'Ada Labs',
    location: 'Toronto',
    wow_factor: '',
    why_invent: '',
    img: null,
    team: [member],
    document: [
      { _id: id(6), pitch_document: '/uploads/a.pdf', name: 'deck.pdf', kind: 'pdf', locked: false },
    ],
    project_milestones: [{ _id: id(7), milestone_name: 'M', description: 'D', target_date: '2026-01-31' }],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-02T00:00:00.000Z',
  };

  it('the owner view keeps team contact data', () => {
    expect(pitch.parse(row).team[0]).toEqual(member);
  });

  it('the public view strips team e-mail and phone, and the hidden and draft flags', () => {
    const parsed = publicPitch.parse(row);
    expect(parsed.team[0]).not.toHaveProperty('email');
    expect(parsed.team[0]).not.toHaveProperty('mobile_number');
    expect(parsed).not.toHaveProperty('is_hidden');
    expect(parsed).not.toHaveProperty('draft');
  });

  it('rejects a milestone date that is not YYYY-MM-DD', () => {
    const bad = {
      ...row,
      project_milestones: [{ ...row.project_milestones[0], target_date: '2026-01-31T00:00Z' }],
    };
    expect(pitch.safeParse(bad).success).toBe(false);
  });
});
