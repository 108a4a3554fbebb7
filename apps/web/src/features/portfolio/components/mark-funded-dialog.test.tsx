import { markCommitmentFunded, portfolioTexts as t, utcToday } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { MarkFundedDialog } from './mark-funded-dialog';

const COMMITMENT_ID = '00000000-0000-4000-8000-0000000000aa';
const PITCH_ID = '00000000-0000-4000-8000-0000000000bb';

function open() {
  const onClose = vi.fn();
  const onFunded = vi.fn();
  renderWithProviders(
    <MarkFundedDialog
      target={{ commitment_id: COMMITMENT_ID, investor_name: 'Ivy Investor', amount: 25_000 }}
      onClose={onClose}
      onFunded={onFunded}
    />,
  );
  return { onClose, onFunded };
}

const amountField = () =>
  screen.findByRole('textbox', { name: new RegExp(`^${t.amountReceivedLabel.replace(/[()$]/g, '\\$&')}`) });
const dateField = () => screen.getByLabelText(new RegExp(`^${t.receivedOnLabel}`));

const fundedAnswer = {
  success: true as const,
  message: t.funded,
  funding_raised: 24_000,
  commitment: {
    _id: COMMITMENT_ID,
    pitch_id: PITCH_ID,
    investor: {
      _id: '00000000-0000-4000-8000-0000000000cc',
      name: 'Ivy Investor',
      company_or_organization: null,
      profile_pic: null,
    },
    amount: 25_000,
    conditions: { min_round_total: null, requires_lead: false, until: null },
    conditions_met: true,
    condition_status: [],
    status: 'funded' as const,
    note: null,
    decision_reason: null,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-15T10:00:00.000Z',
    history: [],
  },
};

describe('the Mark funded dialog', () => {
  it('when it opens, then the committed amount and today are filled in; sent as they are, the founder is told and the caller refreshes', async () => {
    answer(markCommitmentFunded, fundedAnswer);
    const { onClose, onFunded } = open();
    expect(screen.getByText(t.markFundedIntro('Ivy Investor', 25_000))).toBeTruthy();
    expect(((await amountField()) as HTMLInputElement).value).toBe('C$ 25,000');
    expect((dateField() as HTMLInputElement).value).toBe(utcToday());
    fireEvent.change(await amountField(), { target: { value: 'C$ 24000' } });
    fireEvent.click(screen.getByRole('button', { name: t.markFunded }));
    await waitFor(() => expect(onFunded).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(sent(markCommitmentFunded).map((c) => c.body)).toEqual([
      { commitment_id: COMMITMENT_ID, amount_received: 24_000, received_on: utcToday() },
    ]);
  });

  it('when the amount is emptied and the date is in the future, then each field says why and nothing is sent', async () => {
    open();
    fireEvent.change(await amountField(), { target: { value: '' } });
    fireEvent.change(dateField(), { target: { value: `${new Date().getUTCFullYear() + 1}-01-31` } });
    fireEvent.click(screen.getByRole('button', { name: t.markFunded }));
    expect(await screen.findByText(t.amountInvalid)).toBeTruthy();
    expect(screen.getByText(t.receivedOnFuture)).toBeTruthy();
    expect(sent(markCommitmentFunded)).toHaveLength(0);
  });

  it('when the date is before 2000, then it is refused before sending', async () => {
    open();
    fireEvent.change(dateField(), { target: { value: '1999-12-31' } });
    fireEvent.click(await screen.findByRole('button', { name: t.markFunded }));
    expect(await screen.findByText(t.receivedOnTooOld)).toBeTruthy();
    expect(sent(markCommitmentFunded)).toHaveLength(0);
  });

  it('when the server refuses because the agreement is not completed, then the dialog shows why and stays open', async () => {
    answer(markCommitmentFunded, refusal(409, t.notCompleted));
    const { onClose, onFunded } = open();
    fireEvent.click(await screen.findByRole('button', { name: t.markFunded }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.notCompleted);
    expect(onFunded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when the server names a field, then that field shows the server's words", async () => {
    answer(
      markCommitmentFunded,
      refusal(400, t.receivedOnFuture, { errors: { received_on: t.receivedOnFuture } }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.markFunded }));
    expect(await screen.findByText(t.receivedOnFuture)).toBeTruthy();
  });
});
