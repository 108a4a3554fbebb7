import { expectNoSeriousViolations } from './accounts-support';
import { founderAndInvestor, openSignedIn } from './contact-access-support';
import { expect, type Page, test } from './fixtures';

test.setTimeout(150_000);

const SIGNED_LINK = /\/api\/data-room\/documents\//;

/** Nothing on the page is wider than the screen. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a founder locks a document; an investor asks, is allowed and opens it; the insights show it', async ({
  browser,
  request,
}) => {
  const pitchName = `Jacquard Loom ${Date.now()}`;
  const { ownerEmail, investorEmail, pitchId, owner, investor, close } = await founderAndInvestor(
    browser,
    request,
    { label: 'room.', pitchName },
  );

  // The founder makes the deck for approved investors only, in the documents step.
  await openSignedIn(owner, request, ownerEmail, `/editpitch/${pitchId}`);
  await owner.getByRole('tab', { name: 'Documents', exact: true }).click();
  const lock = owner.getByRole('switch', { name: 'Approved investors only: deck.pdf' });
  await expect(lock).not.toBeChecked();
  await lock.click({ force: true });
  await expect(lock).toBeChecked();
  await owner.reload();
  await owner.getByRole('tab', { name: 'Documents', exact: true }).click();
  await expect(owner.getByRole('switch', { name: 'Approved investors only: deck.pdf' })).toBeChecked();

  // The investor sees it locked: its name and a lock, no link, and Request access leads to page 5.
  await openSignedIn(investor, request, investorEmail, `/project/${pitchId}?tab=3`);
  await expect(investor.getByText('deck.pdf')).toBeVisible();
  await expect(investor.getByText('Approved investors only')).toBeVisible();
  await expect(investor.getByRole('link', { name: 'deck.pdf' })).toHaveCount(0);
  await expect(investor.getByRole('button', { name: 'Open deck.pdf' })).toHaveCount(0);
  await expectNoSeriousViolations(investor);
  await investor.getByRole('button', { name: 'Request access to deck.pdf' }).click();
  await expect(investor).toHaveURL(/\?tab=5$/);
  await expect(investor.getByRole('heading', { name: 'You need permission' })).toBeVisible();
  await investor.getByRole('button', { name: 'Request access' }).click();
  await expect(investor.getByRole('heading', { name: 'Request submitted' })).toBeVisible();

  // The founder allows it.
  await owner.goto('/pitchrequest');
  const row = owner.getByTestId('contact-request-row');
  await expect(row).toContainText(pitchName);
  await row.getByRole('button', { name: 'Allow Una Verified' }).click();
  const allow = owner.getByRole('dialog', { name: 'Allow access' });
  await allow.getByRole('radio', { name: '30 days' }).check();
  await allow.getByRole('button', { name: 'Allow' }).click();
  await expect(row.getByText('Allowed')).toBeVisible();

  // Back on Documents the investor now has Open: a tab opened by the click loads the signed link.
  await expect(investor.getByRole('button', { name: 'Unlock Contact Info' })).toBeVisible();
  await investor.getByRole('tab', { name: 'Documents', exact: true }).click();
  const served = investor.context().waitForEvent('response', (response) => SIGNED_LINK.test(response.url()));
  const popup = investor.context().waitForEvent('page');
  await investor.getByRole('button', { name: 'Open deck.pdf' }).click();
  await popup;
  const file = await served;
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  // The link is bound to the investor's browser: another one is refused.
  const elsewhere = await request.get(file.url());
  expect(elsewhere.status()).toBeGreaterThanOrEqual(400);
  expect(elsewhere.status()).toBeLessThan(500);

  // The founder's insights name the investor, with their view and the open.
  await owner.goto('/pitchlist');
  await owner.getByRole('link', { name: `Insights of ${pitchName}` }).click();
  await expect(owner).toHaveURL(new RegExp(`/pitchlist/${pitchId}/insights$`));
  await expect(owner.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  const viewer = owner.getByTestId('viewer-row');
  await expect(viewer).toHaveCount(1);
  await expect(viewer.getByRole('link', { name: 'Una Verified' })).toHaveAttribute(
    'href',
    /\/investor\/profile\/[0-9a-f-]{36}\?type=investor$/,
  );
  await expect(viewer).toContainText('deck.pdf');
  const documents = owner.getByRole('region', { name: 'Opens per document' });
  await expect(documents.getByText('deck.pdf').first()).toBeVisible();
  const funnel = owner.getByRole('region', { name: 'From views to access' });
  await expect(funnel).toContainText('Allowed (100%)');
  await expectNoSeriousViolations(owner);

  await owner.getByText('Last 90 days').click();
  await expect(owner).toHaveURL(/days=90/);
  await expect(viewer).toHaveCount(1);

  // On a phone the page fits the screen and stays accessible.
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(viewer).toBeVisible();
  await expectNoSideScroll(owner);
  await expectNoSeriousViolations(owner);

  await close();
});
