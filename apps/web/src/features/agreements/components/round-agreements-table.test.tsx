import {
  getAgreements,
  getRoundTerms,
  markCommitmentFunded,
  portfolioTexts,
  remindAgreement,
  agreementTexts as t,
  voidAgreement,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderInRouter } from '../../../test/render';
import {
  aCompletedAgreement,
  agreementsPage,
  anAgreement,
  awaitingFounder,
  PITCH_ID,
  savedTerms,
  signInAs,
  termsAnswer,
} from '../test/agreement-fixture';
import { RoundAgreements } from './round-agreements';

const waiting = anAgreement({}, 'Ann Awaiting');
const half = awaitingFounder({}, 'Hal Halfway');
const done = aCompletedAgreement({}, 'Cal Completed');
const funded = aCompletedAgreement(
  { funded: { amount_received: 25_000, received_on: '2026-11-25' } },
  'Fred Funded',
);
const voided = anAgreement(
  { status: 'voided', voided_at: '2026-11-23T10:00:00.000Z', void_reason: 'Wrong amount' },
  'Vic Voided',
);

function openRound(agreements = [waiting, half, done, funded, voided]) {
  signInAs('entrepreneur');
  answer(getRoundTerms, termsAnswer('safe', savedTerms(), { mayEdit: false, reason: t.cannotEditSent }));
  answer(getAgreements, agreementsPage(agreements));
  renderInRouter(<RoundAgreements pitchId={PITCH_ID} roundState="closing" onFunded={() => {}} />);
}

const row = async (name: string) => {
  const rows = await screen.findAllByTestId('round-agreement-row');
  const found = rows.find((candidate) => within(candidate).queryByText(name));
  if (!found) throw new Error(`no row of ${name}`);
  return found;
};

describe('the Round page’s agreements', () => {
  it('when there are none, then the table says when they come', async () => {
    openRound([]);
    expect(await screen.findByText('No agreements yet')).toBeTruthy();
    expect(sent(getAgreements)[0]?.body).toMatchObject({ pitch_id: PITCH_ID });
  });

  it('when agreements are at each stage, then each row offers only what its stage allows', async () => {
    openRound();
    const first = await row('Ann Awaiting');
    expect(within(first).getByText('Awaiting investor')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Remind Ann Awaiting' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: "Void Ann Awaiting's agreement" })).toBeTruthy();
    const second = await row('Hal Halfway');
    expect(within(second).getByText(/^Investor signed/)).toBeTruthy();
    expect(
      within(second)
        .getByRole('link', { name: "Review and sign Hal Halfway's agreement" })
        .getAttribute('href'),
    ).toBe(`/agreements/${half._id}`);
    expect(within(second).queryByRole('button', { name: /^Remind/ })).toBeNull();
    const third = await row('Cal Completed');
    expect(
      within(third).getByRole('button', { name: "Mark Cal Completed's investment funded" }),
    ).toBeTruthy();
    expect(within(third).queryByRole('button', { name: /^Void/ })).toBeNull();
    const fourth = await row('Fred Funded');
    expect(within(fourth).getByText('Received C$25,000 on Nov 25, 2026')).toBeTruthy();
    expect(within(fourth).queryByRole('button', { name: /^Mark/ })).toBeNull();
    const fifth = await row('Vic Voided');
    expect(within(fifth).getByText('Voided: Wrong amount')).toBeTruthy();
    expect(within(fifth).queryAllByRole('button')).toHaveLength(0);
    expect(within(fifth).getByRole('link', { name: "Open Vic Voided's agreement" })).toBeTruthy();
  });

  it('when Remind is pressed, then the reminder is asked for, and the server’s refusal shows', async () => {
    answer(remindAgreement, refusal(429, t.remindTooSoon, { retry_after: 3600 }));
    openRound();
    fireEvent.click(within(await row('Ann Awaiting')).getByRole('button', { name: 'Remind Ann Awaiting' }));
    expect(await screen.findByText(t.remindTooSoon)).toBeTruthy();
    expect(sent(remindAgreement).map((call) => call.body)).toEqual([{ agreement_id: waiting._id }]);
  });

  it('when Void is confirmed, then a reason is required and goes with it', async () => {
    answer(voidAgreement, {
      success: true,
      message: t.voided,
      agreement: { ...waiting, status: 'voided', void_reason: 'Amount changed' },
    });
    openRound();
    fireEvent.click(
      within(await row('Ann Awaiting')).getByRole('button', { name: "Void Ann Awaiting's agreement" }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Void Ann Awaiting's agreement" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void agreement' }));
    expect(await within(dialog).findByText(t.reasonRequired)).toBeTruthy();
    expect(sent(voidAgreement)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Amount changed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void agreement' }));
    await waitFor(() =>
      expect(sent(voidAgreement).map((call) => call.body)).toEqual([
        { agreement_id: waiting._id, reason: 'Amount changed' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when Mark funded is pressed on a completed agreement, then the money received goes for its commitment', async () => {
    answer(markCommitmentFunded, refusal(409, portfolioTexts.alreadyFunded));
    openRound();
    fireEvent.click(
      within(await row('Cal Completed')).getByRole('button', {
        name: "Mark Cal Completed's investment funded",
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: portfolioTexts.markFundedTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: portfolioTexts.markFunded }));
    expect(await within(dialog).findByText(portfolioTexts.alreadyFunded)).toBeTruthy();
    expect(sent(markCommitmentFunded)[0]?.body).toMatchObject({
      commitment_id: done.commitment_id,
      amount_received: 25_000,
    });
  });
});
