import {
  closingSafeRound,
  FOUNDER_NAME,
  INVESTOR_NAME,
  mailsTo,
  setSafeTerms,
  signHere,
} from './agreements-support';
import { expectAccessibleEverywhere } from './commitments-support';
import { openSignedIn } from './contact-access-support';
import { expect, test } from './fixtures';

/**
 * Issue 33: a closing round becomes signed, verifiable agreements and then money received. The founder
 * sets the SAFE terms; two investors sign in their browsers; the founder signs both; each party gets the
 * completed PDF by mail; one investment is marked funded and shows on the investor's portfolio chart;
 * a guest verifies the completed PDF, and a copy with one byte changed is refused.
 */
test.setTimeout(420_000);

test('a closing round: terms, two investors sign, the founder signs, funded, verified', async ({
  browser,
  request,
}) => {
  const pitchName = `Difference Engine ${Date.now()}`;
  const cast = await closingSafeRound(browser, request, pitchName);
  const { owner, investor, second, guest } = cast;
  const roundPath = `/pitchlist/${cast.pitchId}/round`;
  // the PDF shows in the page: a frame the page's policy refused would leave only the link
  const refusedFrames: string[] = [];
  investor.on('console', (message) => {
    if (/frame/i.test(message.text()) && /refused|blocked/i.test(message.text()))
      refusedFrames.push(message.text());
  });
  try {
    // the founder: terms for the closing round, then the queue makes the two agreements
    await openSignedIn(owner, request, cast.ownerEmail, roundPath);
    await expect(owner.getByRole('form', { name: 'Round terms' })).toBeVisible();
    await expect(owner.getByRole('textbox', { name: 'Valuation cap' })).toBeVisible();
    await expect(owner.getByRole('textbox', { name: /^Price per share/ })).toHaveCount(0);
    await expectAccessibleEverywhere(owner, 'the terms form');
    await setSafeTerms(owner);
    await expect(owner.getByRole('link', { name: /^Preview the agreement/ })).toBeVisible();
    const rows = owner.getByTestId('round-agreement-row');
    await expect(rows).toHaveCount(2, { timeout: 30_000 });
    await expect(rows.getByText('Awaiting investor', { exact: true })).toHaveCount(2);
    await expectAccessibleEverywhere(owner, 'the Round page with its agreements');

    // both investors: from My agreements to review and sign
    for (const [page, email] of [
      [investor, cast.investorEmail],
      [second, cast.secondEmail],
    ] as const) {
      await openSignedIn(page, request, email, '/agreements');
      await expect(page.getByRole('heading', { level: 1, name: 'My agreements' })).toBeVisible();
      await page.getByRole('link', { name: `Review and sign: ${pitchName}, ${FOUNDER_NAME}` }).click();
      await expect(page.getByTitle('The agreement (PDF)')).toBeVisible();
      await expect(page.getByText(/I agree to sign this agreement electronically/)).toBeVisible();
      if (page === investor) {
        await expectAccessibleEverywhere(page, 'review and sign');
        expect(refusedFrames).toEqual([]);
      }
      const receipt = await signHere(page, INVESTOR_NAME);
      await expect(receipt.getByTestId('sha256')).toHaveText(/^[a-f0-9]{64}$/);
    }
    await expectAccessibleEverywhere(second, 'the signing receipt');

    // the founder signs each, after the investors
    await owner.reload();
    await expect(rows.getByText('Awaiting founder', { exact: true })).toHaveCount(2);
    for (const amount of ['C$25,000', 'C$30,000']) {
      await owner.goto(roundPath);
      await rows
        .filter({ hasText: amount })
        .getByRole('link', { name: /^Review and sign / })
        .click();
      const receipt = await signHere(owner, FOUNDER_NAME);
      await expect(receipt.getByText(/The agreement is complete/)).toBeVisible();
    }

    // each party has the completed PDF by mail: one per investor, two for the founder
    await expect
      .poll(async () => (await mailsTo(request, cast.ownerEmail, /^Signed:/)).length, { timeout: 30_000 })
      .toBe(2);
    for (const email of [cast.investorEmail, cast.secondEmail, cast.ownerEmail]) {
      await expect
        .poll(async () => (await mailsTo(request, email, /^Signed:/))[0]?.attachments ?? [], {
          timeout: 30_000,
        })
        .toEqual([{ filename: expect.stringMatching(/^agreement-.+\.pdf$/), size: expect.any(Number) }]);
    }

    // the founder marks the first investment funded
    await owner.goto(roundPath);
    await expect(rows.getByText('Completed', { exact: true })).toHaveCount(2);
    await rows
      .filter({ hasText: 'C$25,000' })
      .getByRole('button', { name: /^Mark .* funded$/ })
      .click();
    const dialog = owner.getByRole('dialog', { name: 'Mark money received' });
    await dialog.getByRole('button', { name: 'Mark funded' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.filter({ hasText: 'C$25,000' }).getByText(/^Received C\$25,000 on /)).toBeVisible();

    // the investor's portfolio charts it
    await investor.goto('/portfolio');
    await expect(investor.getByRole('img', { name: /SAFE C\$25,000/ })).toBeVisible();

    // the completed PDF, as the investor holds it, verified by a guest; one changed byte is refused
    await investor.goto('/agreements');
    await investor.getByRole('link', { name: `Open: ${pitchName}, ${FOUNDER_NAME}` }).click();
    const link = investor.getByRole('link', { name: 'Open the signed agreement in a new tab (PDF)' });
    const pdf = await (await investor.request.get((await link.getAttribute('href')) ?? '')).body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await guest.goto('/verify-agreement');
    const input = guest.locator('input[type="file"]');
    await input.setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: pdf });
    const verdict = guest.getByTestId('verify-verdict');
    await expect(verdict.getByText('Verified', { exact: true })).toBeVisible();
    await expect(verdict.getByRole('listitem')).toHaveText([
      new RegExp(`^${INVESTOR_NAME} signed `),
      new RegExp(`^${FOUNDER_NAME} signed `),
    ]);
    await expectAccessibleEverywhere(guest, 'a verified agreement');
    const changed = Buffer.from(pdf);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 1;
    await guest.getByRole('button', { name: 'Remove signed.pdf' }).click();
    await input.setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
    await expect(verdict.getByText('Not verified', { exact: true })).toBeVisible();
  } finally {
    await cast.close();
  }
});
