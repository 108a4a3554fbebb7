import {
  AGREEMENT_CONSENT_TEXT,
  getAgreement,
  signAgreement,
  agreementTexts as t,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import {
  aCompletedAgreement,
  anAgreement,
  awaitingFounder,
  COMPLETED_HASH,
  HASH,
  oneAgreement,
  signInAs,
} from '../test/agreement-fixture';

const agreement = anAgreement();
const path = `/agreements/${agreement._id}`;

async function openAsInvestor(answerWith = oneAgreement(agreement)) {
  signInAs('investor');
  answer(getAgreement, answerWith);
  renderRoute(path);
  await screen.findByRole('region', { name: 'What it says' });
}

const sign = () => fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
const typeName = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /^Type your full name/ }), { target: { value } });

describe('Review and sign', () => {
  it('when the investor opens their agreement, then the PDF, its hash and the consent show above the Sign button', async () => {
    await openAsInvestor();
    expect(screen.getByRole('heading', { level: 1, name: 'Review and sign' })).toBeTruthy();
    const frame = screen.getByTitle('The agreement (PDF)');
    expect(frame.getAttribute('src')).toBe(agreement.document_url);
    expect(
      screen.getByRole('link', { name: 'Open the agreement in a new tab (PDF)' }).getAttribute('target'),
    ).toBe('_blank');
    expect(screen.getAllByTestId('sha256').map((code) => code.textContent)).toEqual([HASH]);
    expect(screen.getByText('C$25,000')).toBeTruthy();
    expect(screen.getByText('SAFE, C$8,000,000 cap, 20% discount')).toBeTruthy();
    const consent = screen.getByText(AGREEMENT_CONSENT_TEXT);
    const button = screen.getByRole('button', { name: 'Sign' });
    // the consent comes before the button in the page's order
    expect(consent.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when Sign is pressed without the consent or a name, then both are asked for and nothing is sent', async () => {
    await openAsInvestor();
    sign();
    expect(await screen.findByText(t.consentRequired)).toBeTruthy();
    expect(screen.getByText(t.signedNameRequired)).toBeTruthy();
    expect(sent(signAgreement)).toHaveLength(0);
  });

  it('when the investor consents and types their name, then the shown hash is signed and the receipt shows it', async () => {
    const signedAt = '2026-11-21T15:30:00.000Z';
    answer(signAgreement, {
      success: true,
      message: t.signed,
      agreement: {
        ...agreement,
        status: 'awaiting_founder',
        signers: [{ role: 'investor', name: 'Ivy Investor', signed_at: signedAt, sha256: HASH }],
      },
    });
    await openAsInvestor();
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the consent above/ }));
    typeName('Ivy Investor');
    answer(
      getAgreement,
      oneAgreement(
        {
          ...agreement,
          status: 'awaiting_founder',
          signers: [{ role: 'investor', name: 'Ivy Investor', signed_at: signedAt, sha256: HASH }],
        },
        { maySign: false, reason: t.cannotSignDone },
      ),
    );
    sign();
    const receipt = await screen.findByRole('status', { name: /Signed: your receipt/ });
    expect(within(receipt).getByText(t.signed)).toBeTruthy();
    expect(within(receipt).getByText(/Ivy Investor/)).toBeTruthy();
    expect(within(receipt).getByTestId('sha256').textContent).toBe(HASH);
    expect(sent(signAgreement).map((call) => call.body)).toEqual([
      { agreement_id: agreement._id, signed_name: 'Ivy Investor', consent: true, sha256: HASH },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull());
  });

  it('when the name does not match the account, then the server’s words show on the field', async () => {
    answer(
      signAgreement,
      refusal(400, t.signedNameMismatch, { errors: { signed_name: t.signedNameMismatch } }),
    );
    await openAsInvestor();
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the consent above/ }));
    typeName('Someone Else');
    sign();
    expect(await screen.findByText(t.signedNameMismatch)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Type your full name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('when the document changed since it was shown, then the page says so and reads the agreement again', async () => {
    answer(signAgreement, refusal(400, t.sha256Stale, { errors: { sha256: t.sha256Stale } }));
    await openAsInvestor();
    const before = sent(getAgreement).length;
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the consent above/ }));
    typeName('Ivy Investor');
    sign();
    expect(await screen.findByText(t.sha256Stale)).toBeTruthy();
    await waitFor(() => expect(sent(getAgreement).length).toBeGreaterThan(before));
  });

  it('when the founder opens one the investor has not signed, then the reason replaces the form', async () => {
    signInAs('entrepreneur');
    answer(
      getAgreement,
      oneAgreement(agreement, { role: 'founder', maySign: false, reason: t.cannotSignWaitInvestor }),
    );
    renderRoute(path);
    expect(await screen.findByText(t.cannotSignWaitInvestor)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Agreement' })).toBeTruthy();
    expect(screen.getByText(/With Ivy Investor/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('when the founder signs after the investor, then the signatures list shows the investor first', async () => {
    signInAs('entrepreneur');
    const half = awaitingFounder();
    answer(getAgreement, oneAgreement(half, { role: 'founder' }));
    renderRoute(`/agreements/${half._id}`);
    const list = await screen.findByRole('list', { name: 'Signatures' });
    expect(within(list).getByText('Ivy Investor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy();
  });

  it('when it is completed, then the signed PDF and its own hash show, with the way to verify it', async () => {
    const done = aCompletedAgreement();
    await openAsInvestor(oneAgreement(done, { maySign: false, reason: t.cannotSignDone }));
    expect(screen.getByText('Completed: signed by both parties')).toBeTruthy();
    expect(screen.getByTitle('The signed agreement (PDF)').getAttribute('src')).toBe(
      done.completed_document_url,
    );
    expect(screen.getAllByTestId('sha256').map((code) => code.textContent)).toContain(COMPLETED_HASH);
    expect(screen.getByRole('link', { name: /verification page/ }).getAttribute('href')).toBe(
      '/verify-agreement',
    );
  });

  it('when it was voided, then the reason shows and nothing can be signed', async () => {
    const voided = anAgreement({
      status: 'voided',
      voided_at: '2026-11-23T10:00:00.000Z',
      void_reason: 'Amount changed',
    });
    await openAsInvestor(oneAgreement(voided, { maySign: false, reason: t.agreementVoided }));
    expect(screen.getByText('This agreement was voided')).toBeTruthy();
    expect(screen.getByText(/Reason: Amount changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('when it is not one of theirs, then the page says it was not found', async () => {
    signInAs('investor');
    answer(getAgreement, refusal(404, t.agreementNotFound));
    renderRoute(path);
    expect(await screen.findByText('Agreement not found')).toBeTruthy();
  });
});
