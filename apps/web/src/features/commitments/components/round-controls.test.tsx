import {
  commitmentTexts,
  getInvestmentPageDataById,
  getPitchCommitments,
  type Round,
  setRoundVisibility,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, type Refusal, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { answerNoAgreements, PITCH_ID, roundAnswer } from '../test/commitment-fixture';

const REFUSED = 'Only the owner of this pitch can change its round.';

/**
 * The founder's Round page over a fake server that keeps the round's setting, and whose answers to
 * /setRoundVisibility wait until the test lets each go (`release`) with `reply`.
 */
function openRound(reply: 'agree' | Refusal) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', 'entrepreneur');
  localStorage.setItem(
    'user',
    JSON.stringify({ first_name: 'Fay', last_name: 'Founder', user_type: 'entrepreneur' }),
  );
  let shown = false;
  const releases: (() => void)[] = [];
  answer(getInvestmentPageDataById, refusal(404, 'Pitch not found.'));
  answerNoAgreements();
  answer(getPitchCommitments, (body) => {
    const page = roundAnswer([], body.status);
    return { ...page, round: { ...page.round, show_progress: shown } };
  });
  answer(
    setRoundVisibility,
    (body) =>
      new Promise((resolve) => {
        releases.push(() => {
          if (reply !== 'agree') return resolve(reply);
          shown = body.show_progress === true;
          const round: Round = { pitch_id: PITCH_ID, state: 'open', show_progress: shown, closed_at: null };
          resolve({ success: true, message: commitmentTexts.visibilitySaved, round });
        });
      }),
  );
  renderRoute(`/pitchlist/${PITCH_ID}/round`);
  const release = async () => {
    await waitFor(() => expect(releases.length).toBeGreaterThan(0));
    releases.shift()?.();
  };
  return { release };
}

// its name carries its description too (the label wraps both)
const progressSwitch = async () =>
  (await screen.findByRole('switch', {
    name: /^Show the round's progress on the pitch page/,
  })) as HTMLInputElement;

describe('the Round page’s progress switch', () => {
  it('when the founder turns it on, then it is on with the click, before the server answers, and stays on', async () => {
    const { release } = openRound('agree');
    const toggle = await progressSwitch();
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(sent(setRoundVisibility).map((call) => call.body)).toEqual([]);
    await release();
    expect(await screen.findByText(commitmentTexts.visibilitySaved)).toBeTruthy();
    expect(sent(setRoundVisibility).map((call) => call.body)).toEqual([
      { pitch_id: PITCH_ID, show_progress: true },
    ]);
    // read again after the change: the server's setting, still on
    await waitFor(() => expect(sent(getPitchCommitments).length).toBeGreaterThan(1));
    expect(toggle.checked).toBe(true);
  });

  it('when the server refuses, then the switch goes back off and the reason shows', async () => {
    const { release } = openRound(refusal(403, REFUSED));
    const toggle = await progressSwitch();
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    await release();
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });
});
