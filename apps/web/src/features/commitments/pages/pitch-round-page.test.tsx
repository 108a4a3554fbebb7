import {
  closeRound,
  commitmentTexts,
  decideCommitment,
  getInvestmentPageDataById,
  getPitchCommitments,
  type PitchCommitmentRow,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { answerNoAgreements, aRow, PITCH_ID, roundAnswer, totalsOf } from '../test/commitment-fixture';

function signInFounder() {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', 'entrepreneur');
  localStorage.setItem(
    'user',
    JSON.stringify({ first_name: 'Fay', last_name: 'Founder', user_type: 'entrepreneur' }),
  );
}

const lead = {
  min_round_total: null,
  requires_lead: true,
  until: null,
};
const ROWS = [
  aRow({ amount: 25_000, status: 'accepted' }, 'Ann Accepted'),
  aRow(
    {
      amount: 40_000,
      status: 'accepted',
      conditions: lead,
      conditions_met: false,
      condition_status: [{ name: 'requires_lead', met: false, detail: commitmentTexts.leadUnmet }],
    },
    'Lou Waiting',
  ),
  aRow({ amount: 10_000, status: 'indicated' }, 'Ian Indicated'),
  aRow({ amount: 5_000, status: 'withdrawn' }, 'Will Withdrawn'),
];

function openRound() {
  signInFounder();
  answerNoAgreements();
  answer(getInvestmentPageDataById, refusal(404, 'Pitch not found.'));
  answer(getPitchCommitments, (body) => roundAnswer(ROWS, body.status));
  renderRoute(`/pitchlist/${PITCH_ID}/round`);
}

const rowNames = () =>
  screen
    .getAllByTestId('round-commitment-row')
    .map((row) => within(row).getAllByText(/\w+ \w+/)[0]?.textContent);

describe('the founder’s Round page', () => {
  it('when it opens, then the totals, the progress and every commitment show', async () => {
    openRound();
    expect(await screen.findByRole('heading', { name: 'Round', level: 1 })).toBeTruthy();
    expect(await screen.findByText('C$65,000 of C$250,000 accepted (26%)')).toBeTruthy();
    expect(rowNames()).toEqual(['Ann Accepted', 'Lou Waiting', 'Ian Indicated', 'Will Withdrawn']);
    expect(screen.getByText(commitmentTexts.leadUnmet)).toBeTruthy();
  });

  it('when a status is picked, then the server is asked for that status and only its rows show', async () => {
    openRound();
    await screen.findAllByTestId('round-commitment-row');
    fireEvent.click(screen.getByRole('radio', { name: 'Indicated' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ian Indicated']));
    expect(sent(getPitchCommitments).at(-1)?.body).toMatchObject({ pitch_id: PITCH_ID, status: 'indicated' });
    fireEvent.click(screen.getByRole('radio', { name: 'Lapsed' }));
    expect(await screen.findByText('No lapsed commitments')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    expect(sent(getPitchCommitments).at(-1)?.body).not.toHaveProperty('status');
  });

  it('when Decline is confirmed with a reason, then the decision and reason are sent', async () => {
    answer(decideCommitment, (body) => {
      const { match: _match, certification: _certification, ...commitment } = ROWS[2] as PitchCommitmentRow;
      return {
        success: true,
        message: commitmentTexts.declined,
        commitment: {
          ...commitment,
          status: 'declined',
          decision_reason: typeof body.reason === 'string' ? body.reason : null,
        },
        totals: totalsOf(ROWS),
      };
    });
    openRound();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Ian Indicated' }));
    const dialog = await screen.findByRole('dialog', { name: "Decline Ian Indicated's commitment" });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Round is full' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(sent(decideCommitment).map((call) => call.body)).toEqual([
        { commitment_id: ROWS[2]?._id, decision: 'decline', reason: 'Round is full' },
      ]),
    );
  });

  it('when Close round is pressed, then the confirmation lists who is in and who is not, and a refusal shows as sent', async () => {
    answer(closeRound, refusal(409, commitmentTexts.roundAlreadyClosing));
    openRound();
    fireEvent.click(await screen.findByRole('button', { name: 'Close round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the round' });
    const included = await within(dialog).findByRole('list', { name: 'In the round' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann Accepted: C$25,000']);
    const excluded = within(dialog).getByRole('list', { name: 'Not included' });
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lou Waiting: C$40,000 (accepted, conditions not met)',
      'Ian Indicated: C$10,000 (not accepted)',
    ]);
    expect(within(dialog).getByText('In the round (1, C$25,000)')).toBeTruthy();
    expect(sent(closeRound)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close round' }));
    expect(await within(dialog).findByText(commitmentTexts.roundAlreadyClosing)).toBeTruthy();
    expect(sent(closeRound).map((call) => call.body)).toEqual([{ pitch_id: PITCH_ID }]);
  });

  it('when the pitch is not the caller’s, then the page says so', async () => {
    signInFounder();
    answer(getInvestmentPageDataById, refusal(404, 'Pitch not found.'));
    answer(getPitchCommitments, refusal(403, 'Only the owner of this pitch can see its round.'));
    renderRoute(`/pitchlist/${PITCH_ID}/round`);
    expect(await screen.findByText('Not your pitch')).toBeTruthy();
    expect(screen.getByText('Only the owner of this pitch can see its round.')).toBeTruthy();
  });
});
