import { registerCompleteInvestor, uniqueEmail } from './accounts-support';
import { commitInDialog, expectAccessibleEverywhere } from './commitments-support';
import { founderAndInvestor, openSignedIn } from './contact-access-support';
import { expect, test, whenLive } from './fixtures';

/**
 * Issue 32: a round from the first "I'm in" to closing. One investor commits C$25,000 if a lead is
 * confirmed; a second commits and offers to lead; the founder confirms the lead, accepts both and closes
 * the round; both investors see "Closing"; a guest sees the progress once the founder shows it. Each
 * person has a browser of their own, so all are signed in at once.
 */
test.setTimeout(300_000);

test('a round: commit with a condition, offer to lead, confirm, accept, close', async ({
  browser,
  request,
}) => {
  const pitchName = `Analytical Engine ${Date.now()}`;
  const cast = await founderAndInvestor(browser, request, { label: 'round', pitchName });
  const secondEmail = uniqueEmail('roundlead');
  await registerCompleteInvestor(request, secondEmail);
  const secondContext = await browser.newContext();
  const second = whenLive(await secondContext.newPage());
  const guestContext = await browser.newContext();
  const guest = whenLive(await guestContext.newPage());
  const pitchPath = `/project/${cast.pitchId}`;

  try {
    // the first investor: C$25,000 if a lead is confirmed
    const { investor, owner } = cast;
    await openSignedIn(investor, request, cast.investorEmail, pitchPath);
    await investor.getByRole('button', { name: 'Commit', exact: true }).click();
    const dialog = await commitInDialog(investor, {
      amount: '25000',
      requiresLead: true,
      summary: `You commit C$25,000 to ${pitchName}, if a lead is confirmed.`,
    });
    await expectAccessibleEverywhere(investor, 'the Commit dialog');
    await dialog.getByRole('button', { name: 'Commit', exact: true }).click();
    await expect(dialog).toBeHidden();
    const mine = investor.getByRole('region', { name: 'Your commitment' });
    await expect(mine.getByText('C$25,000')).toBeVisible();
    await expect(mine.getByText('Indicated')).toBeVisible();
    await expect(mine.getByText(/✗/)).toBeVisible();
    await expectAccessibleEverywhere(investor, 'the pitch page with a commitment');

    // the second investor: C$30,000, and an offer to lead
    await openSignedIn(second, request, secondEmail, pitchPath);
    await second.getByRole('button', { name: 'Commit', exact: true }).click();
    const secondDialog = await commitInDialog(second, {
      amount: '30000',
      requiresLead: false,
      summary: `You commit C$30,000 to ${pitchName}, with no conditions.`,
    });
    await secondDialog.getByRole('button', { name: 'Commit', exact: true }).click();
    await expect(secondDialog).toBeHidden();
    await second.getByRole('button', { name: 'Offer to lead' }).click();
    const offer = second.getByRole('dialog', { name: `Offer to lead ${pitchName}` });
    await offer
      .getByRole('textbox', { name: /^Memo/ })
      .fill('I led two hardware rounds and will sit on the board.');
    await offer.getByRole('textbox', { name: /^Conflicts of interest/ }).fill('None');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(offer).toBeHidden();
    await expect(second.getByText(/You offered to lead this round/)).toBeVisible();

    // the founder: confirm the lead, accept both, show the progress, close
    await openSignedIn(owner, request, cast.ownerEmail, '/pitchlist');
    await owner.getByRole('link', { name: `Round of ${pitchName}` }).click();
    await expect(owner.getByRole('heading', { name: 'Round', level: 1 })).toBeVisible();
    const rows = owner.getByTestId('round-commitment-row');
    await expect(rows).toHaveCount(2);
    await expectAccessibleEverywhere(owner, 'the Round page');
    await owner.getByRole('button', { name: /^Confirm lead: / }).click();
    const confirmLead = owner.getByRole('dialog', { name: 'Confirm the lead' });
    await confirmLead.getByRole('button', { name: 'Confirm lead' }).click();
    await expect(confirmLead).toBeHidden();
    await expect(owner.getByRole('button', { name: 'Remove lead' })).toBeVisible();
    // with the lead confirmed, the first investor's condition is met
    await expect(rows.filter({ hasText: 'C$25,000' }).getByText(/✓/)).toBeVisible();
    for (const amount of ['C$25,000', 'C$30,000']) {
      await rows
        .filter({ hasText: amount })
        .getByRole('button', { name: /^Accept / })
        .click();
      const accept = owner.getByRole('dialog', { name: /^Accept / });
      await accept.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(accept).toBeHidden();
      await expect(rows.filter({ hasText: amount }).getByText('Accepted', { exact: true })).toBeVisible();
    }
    await expect(owner.getByTestId('round-total-words')).toHaveText('C$55,000 of C$100,000 accepted (55%)');
    const showProgress = owner.getByRole('switch', { name: "Show the round's progress on the pitch page" });
    // the switch flips on the click itself (check() demands it), and the server agrees
    await showProgress.check();
    await expect(owner.getByText('Round visibility saved.')).toBeVisible();
    await owner.getByRole('button', { name: 'Close round' }).click();
    const close = owner.getByRole('dialog', { name: 'Close the round' });
    await expect(close.getByRole('list', { name: 'In the round' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessibleEverywhere(owner, 'the close confirmation');
    await close.getByRole('button', { name: 'Close round' }).click();
    await expect(close).toBeHidden();
    await expect(owner.getByText('Round closing', { exact: true })).toBeVisible();
    await expect(rows.getByText('Closing', { exact: true })).toHaveCount(2);
    // on a phone the rows are cards with nothing past the screen's edge
    await owner.setViewportSize({ width: 390, height: 844 });
    // the cards replace the table once the page has re-rendered for the new width: wait for that
    await expect
      .poll(() => owner.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await owner.setViewportSize({ width: 1280, height: 900 });

    // both investors: "Closing" on My commitments
    for (const [page, email] of [
      [investor, cast.investorEmail],
      [second, secondEmail],
    ] as const) {
      await openSignedIn(page, request, email, '/pitchlist');
      await page.getByRole('link', { name: 'My commitments' }).click();
      await expect(page.getByRole('heading', { name: 'My commitments', level: 1 })).toBeVisible();
      const card = page.getByRole('article', { name: pitchName });
      await expect(card.getByText('Closing', { exact: true })).toBeVisible();
      await expect(card.getByText('Round closing')).toBeVisible();
    }
    await investor.getByRole('button', { name: /^Show history/ }).click();
    await expect(investor.getByText('Included in the closing round')).toBeVisible();
    await expectAccessibleEverywhere(investor, 'My commitments');

    // a guest: the progress the founder chose to show
    await guest.goto(pitchPath);
    await expect(guest.getByRole('heading', { level: 1, name: pitchName })).toBeVisible();
    await expect(guest.getByTestId('round-progress-words')).toHaveText(
      'C$55,000 of C$100,000 committed (55%)',
    );
    await expect(guest.getByText(/Lead investor: /)).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Commit', exact: true })).toHaveCount(0);
    await expectAccessibleEverywhere(guest, 'a guest on the pitch page');
  } finally {
    await cast.close();
    await secondContext.close();
    await guestContext.close();
  }
});
