import { followPitch, getFollowedPitches } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { FollowButton } from './follow-button';

const PITCH_ID = '0b8f3c1e-4a2d-4e6f-9a1b-2c3d4e5f6a7b';

function signIn(userType: 'investor' | 'entrepreneur') {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', userType);
  localStorage.setItem(
    'user',
    JSON.stringify({ first_name: 'Ivy', last_name: 'Investor', user_type: userType }),
  );
}

const button = () => screen.findByRole('button', { name: /^Follow\s*Solar Roofs$/ }, { timeout: 10_000 });

describe('the Follow button', () => {
  it('when nobody or a founder is signed in, then there is no button', async () => {
    renderWithProviders(<FollowButton pitchId={PITCH_ID} pitchName="Solar Roofs" />);
    expect(screen.queryByRole('button')).toBeNull();
    signIn('entrepreneur');
    renderWithProviders(<FollowButton pitchId={PITCH_ID} pitchName="Solar Roofs" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when an investor presses it, then it is pressed at once and the follow is sent', async () => {
    signIn('investor');
    answer(getFollowedPitches, { success: true, message: 'OK', pitches: [] });
    let release: () => void = () => {};
    answer(
      followPitch,
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ success: true, message: 'You follow this pitch.', following: true, followers: 1 });
        }),
    );
    renderWithProviders(<FollowButton pitchId={PITCH_ID} pitchName="Solar Roofs" />);
    const follow = await button();
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false));
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    // optimistic: pressed before the server answered
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(sent(followPitch).map((c) => c.body)).toEqual([{ pitch_id: PITCH_ID, value: true }]),
    );
    release();
  });

  it('when the server refuses, then the button goes back to not pressed', async () => {
    signIn('investor');
    answer(getFollowedPitches, { success: true, message: 'OK', pitches: [] });
    answer(followPitch, refusal(404, 'Pitch not found.'));
    renderWithProviders(<FollowButton pitchId={PITCH_ID} pitchName="Solar Roofs" />);
    const follow = await button();
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(follow);
    await waitFor(() => expect(sent(followPitch)).toHaveLength(1));
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('false'));
  });
});
