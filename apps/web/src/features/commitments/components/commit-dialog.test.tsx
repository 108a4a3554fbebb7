import { commitmentTexts, commitToPitch } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { aCommitment, PITCH_ID } from '../test/commitment-fixture';
import { CommitDialog } from './commit-dialog';
import { commitmentSummary, formatDay } from './commitment-words';

// A day next year: always in the future, always within the three years the contract allows.
const UNTIL = `${new Date().getUTCFullYear() + 1}-01-31`;

function open() {
  renderWithProviders(
    <CommitDialog
      opened
      onClose={() => {}}
      pitchId={PITCH_ID}
      pitchName="Solar Roofs"
      amountMin={5_000}
      amountMax={250_000}
      existing={null}
    />,
  );
}

const field = (name: RegExp) => screen.findByRole('textbox', { name }, { timeout: 10_000 });

describe('the commitment in plain words', () => {
  it('when a lead and a date are asked, then the summary names both', () => {
    expect(
      commitmentSummary({ pitchName: 'X', amount: 25_000, requiresLead: true, until: '2027-01-31' }),
    ).toBe('You commit C$25,000 to X, if a lead is confirmed, until 31 Jan 2027.');
  });

  it('when a minimum round and a lead are asked, then both are the conditions', () => {
    expect(
      commitmentSummary({ pitchName: 'X', amount: 10_000, minRoundTotal: 200_000, requiresLead: true }),
    ).toBe('You commit C$10,000 to X, if the round reaches C$200,000 and a lead is confirmed.');
  });

  it('when nothing is asked, then it says there are no conditions', () => {
    expect(commitmentSummary({ pitchName: 'X', amount: 5_000 })).toBe(
      'You commit C$5,000 to X, with no conditions.',
    );
  });
});

describe('the Commit dialog', () => {
  it('when an amount, a lead and a date are entered, then the summary reads them before anything is sent', async () => {
    open();
    expect(await screen.findByText('Enter an amount to see your commitment in words.')).toBeTruthy();
    expect(
      screen.getByText(/C\$5,000 \(the minimum per investor\) and C\$250,000 \(the target\)/),
    ).toBeTruthy();
    fireEvent.change(await field(/^Amount/), { target: { value: 'C$ 25000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only if a lead investor is confirmed' }));
    fireEvent.change(screen.getByLabelText(/^Valid until/), { target: { value: UNTIL } });
    expect(
      await screen.findByText(
        `You commit C$25,000 to Solar Roofs, if a lead is confirmed, until ${formatDay(UNTIL)}.`,
      ),
    ).toBeTruthy();
    expect(sent(commitToPitch)).toHaveLength(0);
  });

  it('when the amount is below the pitch minimum or the date has passed, then the fields say so and nothing is sent', async () => {
    open();
    fireEvent.change(await field(/^Amount/), { target: { value: 'C$ 1000' } });
    fireEvent.change(screen.getByLabelText(/^Valid until/), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText(commitmentTexts.amountRange(5_000, 250_000))).toBeTruthy();
    expect(screen.getByText(commitmentTexts.untilPast)).toBeTruthy();
    expect(sent(commitToPitch)).toHaveLength(0);
  });

  it('when no amount is entered, then the amount is required', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Commit' }));
    expect(await screen.findByText(commitmentTexts.amountInvalid)).toBeTruthy();
    expect(sent(commitToPitch)).toHaveLength(0);
  });

  it('when it is sent, then the request carries the amount and conditions; a 409 shows the server’s words', async () => {
    answer(commitToPitch, refusal(409, commitmentTexts.roundClosedForCommit));
    open();
    fireEvent.change(await field(/^Amount/), { target: { value: 'C$ 25000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only if a lead investor is confirmed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText(commitmentTexts.roundClosedForCommit)).toBeTruthy();
    expect(sent(commitToPitch).map((call) => call.body)).toEqual([
      {
        pitch_id: PITCH_ID,
        amount: 25_000,
        conditions: { min_round_total: null, requires_lead: true, until: null },
        note: null,
      },
    ]);
  });

  it('when the server names a field, then that field shows its message', async () => {
    answer(
      commitToPitch,
      refusal(400, 'Invalid input.', { errors: { amount: commitmentTexts.amountRange(10_000, 250_000) } }),
    );
    open();
    fireEvent.change(await field(/^Amount/), { target: { value: 'C$ 6000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText(commitmentTexts.amountRange(10_000, 250_000))).toBeTruthy();
  });

  it('when amending, then the dialog starts from the live commitment', async () => {
    renderWithProviders(
      <CommitDialog
        opened
        onClose={() => {}}
        pitchId={PITCH_ID}
        pitchName="Solar Roofs"
        amountMin={5_000}
        amountMax={250_000}
        existing={aCommitment({
          amount: 30_000,
          conditions: { min_round_total: null, requires_lead: true, until: null },
        })}
      />,
    );
    expect(((await field(/^Amount/)) as HTMLInputElement).value).toBe('C$ 30,000');
    await waitFor(() =>
      expect(screen.getByText('You commit C$30,000 to Solar Roofs, if a lead is confirmed.')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
