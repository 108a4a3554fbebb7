import { getPitchRound } from '@angelbridge/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, sent } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { PITCH_ID } from '../test/commitment-fixture';
import { PitchRoundSlot } from './pitch-round-slot';

const progress = {
  accepted_total: 55_000,
  investors: 2,
  target: 100_000,
  percent: 55,
  lead_name: 'Lee Lead',
};

describe('the round on a pitch page', () => {
  it('when a guest visits, then the shown progress is a bar and the personal round is never asked', async () => {
    renderWithProviders(<PitchRoundSlot pitchId={PITCH_ID} pitchName="Solar Roofs" progress={progress} />);
    expect(await screen.findByText('C$55,000 of C$100,000 committed (55%)')).toBeTruthy();
    expect(screen.getByText('2 investors · Lead investor: Lee Lead')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'C$55,000 of C$100,000 committed (55%)' })).toBeTruthy();
    expect(sent(getPitchRound)).toHaveLength(0);
  });

  it('when an investor may commit, then the Commit button shows the pitch’s range', async () => {
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user_type', 'investor');
    localStorage.setItem(
      'user',
      JSON.stringify({ first_name: 'Ivy', last_name: 'I', user_type: 'investor' }),
    );
    answer(getPitchRound, {
      success: true,
      message: 'Round loaded.',
      round: { pitch_id: PITCH_ID, state: 'open', show_progress: false, closed_at: null },
      is_owner: false,
      round_progress: null,
      lead: null,
      my_commitment: null,
      my_lead_offer: null,
      may_commit: true,
      cannot_commit_reason: null,
      may_offer_to_lead: false,
      amount_min: 500,
      amount_max: 100_000,
    });
    renderWithProviders(<PitchRoundSlot pitchId={PITCH_ID} pitchName="Solar Roofs" progress={undefined} />);
    expect(await screen.findByRole('button', { name: 'Commit' })).toBeTruthy();
    expect(screen.getByText(/From C\$500 \(minimum per investor\) up to C\$100,000/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer to lead' })).toBeNull();
  });
});
