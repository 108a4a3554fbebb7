import type { ScoutedUserDetail } from '@angelbridge/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ProfileCard } from './profile-card';

function founder(answersWithinDays: number | null): ScoutedUserDetail {
  return {
    _id: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
    type: 'entrepreneur',
    photo: null,
    first_name: 'Pia',
    last_name: 'Founder',
    country_id: { name: 'Canada' },
    investment_range: null,
    intermediate_project_type: [],
    professional_experience: null,
    linkedin_profile: '',
    bio: 'Builds solar roofs.',
    company_or_organization: '',
    expertise: [],
    years_on_angelbridge: 0,
    email: null,
    isd_code: null,
    mobile_number: null,
    contact_access: { shown: false, reason: 'no_request' },
    answers_within_days: answersWithinDays,
  };
}

describe('public profile: response time', () => {
  it('when the founder has enough decisions, then the profile says how fast they answer', () => {
    renderWithProviders(<ProfileCard person={founder(1)} />);
    expect(screen.getByText('Usually answers within 1 day')).toBeTruthy();
  });

  it('when the server has no figure, then nothing is said', () => {
    renderWithProviders(<ProfileCard person={founder(null)} />);
    expect(screen.queryByText(/Usually answers within/)).toBeNull();
  });
});
