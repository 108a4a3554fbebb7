import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { founderAndInvestor, openSignedIn, waitForMail } from './contact-access-support';
import { seriousViolations, settled } from './discovery-support';
import { whenLive } from './fixtures';

const HEADERS = { 'x-api-key': 'e2e-api-key' };
const REASON = 'The revenue figures are invented.';

test('an investor reports a pitch, an admin unpublishes it with a reason: the founder is told, the guest no longer finds it, the audit log keeps it', async ({
  browser,
  request,
}) => {
  // CPU-bound: six axe scans (17-20 s each at load 30 on two cores) and the admin's sign-in; 120 s ran out
  test.setTimeout(420_000);
  const pitchName = `Moonbeam ${Date.now().toString(36)}`;
  const cast = await founderAndInvestor(browser, request, { label: 'report', pitchName });
  const { investor, owner, pitchId } = cast;

  // The investor reports the pitch from its page.
  await openSignedIn(investor, request, cast.investorEmail, `/project/${cast.pitchId}`);
  await expect(investor.getByRole('heading', { level: 1, name: pitchName })).toBeVisible();
  await investor.getByRole('button', { name: 'Report this pitch' }).click();
  const dialog = investor.getByRole('dialog', { name: 'Report this pitch' });
  await dialog.getByRole('radio', { name: /Fraud or scam/ }).check();
  await dialog.getByRole('textbox', { name: /Details/ }).fill('It claims $10M revenue with no product.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(investor.getByText('Thank you. An admin will review your report.')).toBeVisible();

  // The admin signs in with the authenticator code and finds the report with the pitch inline.
  const adminContext = await browser.newContext();
  const admin = whenLive(await adminContext.newPage());
  await signInAsAdmin(admin);
  const nav = admin.getByRole('navigation', { name: 'Admin console' });
  await nav.getByRole('link', { name: 'Reports' }).click();
  const card = admin.getByRole('article', { name: new RegExp(pitchName) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('It claims $10M revenue with no product.')).toBeVisible();
  await settled(admin);
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.setViewportSize({ width: 1280, height: 900 });

  // It unpublishes the pitch with a reason, after confirming.
  await card.getByRole('button', { name: 'Unpublish pitch' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Unpublish this pitch' });
  await confirm.getByRole('textbox', { name: /Reason shown to the owner/ }).fill(REASON);
  await confirm.getByRole('button', { name: 'Unpublish pitch' }).click();
  await expect(admin.getByText('The report is resolved and the reporter has been told.')).toBeVisible();
  await expect(admin.getByRole('article', { name: new RegExp(pitchName) })).toHaveCount(0);

  // The founder sees the reason on their pitch list, and has it by e-mail.
  await openSignedIn(owner, request, cast.ownerEmail, '/pitchlist');
  await expect(owner.getByText(REASON)).toBeVisible({ timeout: 15_000 });
  const mail = await waitForMail(request, cast.ownerEmail, /was unpublished/);
  expect(mail).toContain(REASON);

  // A guest no longer finds it: not on its page, not in the listing's search.
  const guestContext = await browser.newContext();
  const guest = whenLive(await guestContext.newPage());
  await guest.goto(`/project/${pitchId}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Pitch not found' })).toBeVisible();
  const search = await request.post('/api/getInvestmentPageData', {
    headers: HEADERS,
    data: { search_query: pitchName },
  });
  expect(JSON.stringify(await search.json())).not.toContain(pitchId);

  // The audit log shows the take-down and the resolution.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const rows = admin.getByRole('row');
  await expect(rows.filter({ hasText: 'Unpublished pitch' }).filter({ hasText: REASON })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Resolved report' }).filter({ hasText: REASON })).toHaveCount(1);

  // The other two pages of this part of the console read as well at both widths.
  for (const section of ['Content', 'Contact messages']) {
    await admin.setViewportSize({ width: 1280, height: 900 });
    await nav.getByRole('link', { name: section }).click();
    await expect(admin.getByRole('heading', { level: 1, name: section })).toBeVisible();
    await settled(admin);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(admin)).toEqual([]);
  }

  await guestContext.close();
  await adminContext.close();
  await cast.close();
});
