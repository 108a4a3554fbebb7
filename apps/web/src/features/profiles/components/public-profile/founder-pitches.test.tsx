import type { PublicPitchCard } from '@angelbridge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../../test/render';
import { FounderPitches } from './founder-pitches';

const pitch: PublicPitchCard = {
  _id: '6d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  id: '6d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  name_of_pitch: 'SunShingle',
  short_summary: 'Solar roof tiles for old houses.',
  highlight: ['Installed on 120 roofs'],
  name_of_company: 'SunShingle Inc.',
  location: 'Halifax, Nova Scotia',
  project_type: { _id: '6d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d7', title: 'Clean Energy' },
  other_name: null,
  target: 500_000,
  min_per_investor: 5_000,
  funding_raised: 120_000,
  img: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('public profile: the founder’s pitches', () => {
  it('when the founder has visible pitches, then they are listed under the profile, each opening its page', () => {
    renderInRouter(<FounderPitches pitches={[pitch]} firstName="Pia" />);
    const section = screen.getByRole('region', { name: 'Pitches by Pia' });
    const link = within(section).getByRole('link', { name: 'SunShingle' });
    expect(link.getAttribute('href')).toBe(`/project/${pitch._id}`);
    expect(within(section).getByText('Halifax, Nova Scotia')).toBeTruthy();
  });

  it('when there are none (or the person is an investor), then nothing is shown', () => {
    renderInRouter(<FounderPitches pitches={[]} firstName="Pia" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Pitches/)).toBeNull();
  });
});
