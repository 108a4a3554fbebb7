import { certificationTexts } from '@angelbridge/contracts/certification-texts';
import { expectNoSeriousViolations, registerCompleteInvestor, uniqueEmail } from './accounts-support';
import { createPublishedPitch, logIn, openSignedIn } from './contact-access-support';
import { expect, type Page, test, whenLive } from './fixtures';
import { uniqueWord } from './matching-support';
import { registerCompleteEntrepreneur } from './pitches-support';

// Three people and a handful of pages on a shared, busy machine.
test.setTimeout(240_000);
test.use({ actionTimeout: 30_000 });

const HEADERS = { 'x-api-key': 'e2e-api-key' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A target no other text on the page could hold, in the forms the page or its data would show it. */
const TARGET = 734_521;
const TARGET_TEXTS = ['734521', '734,521', '734 521'];

async function expectAccessibleAtBothWidths(page: Page, ready: () => Promise<void>) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await ready();
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Issue 32's private rounds: the founder marks a round private in the wizard; a guest sees only its
 * teaser, in the page and in the server's HTML; an investor certifies on the profile page and then sees
 * the whole pitch.
 */
test('a founder makes a round private; a guest sees its teaser; a certified investor sees it all', async ({
  browser,
  request,
}) => {
  const name = `Hushed ${uniqueWord()}`;
  const founderEmail = uniqueEmail('privatefounder');
  const investorEmail = uniqueEmail('privateinvestor');
  await registerCompleteEntrepreneur(request, founderEmail);
  await registerCompleteInvestor(request, investorEmail);
  const { token } = await logIn(request, founderEmail);
  const pitchId = await createPublishedPitch(request, token, name);
  const details = await request.post('/api/editPitches', {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
    multipart: {
      action: 'pitch_details',
      pitch_id: pitchId,
      wow_factor: 'It computes.',
      why_invent: 'A huge market.',
      target: String(TARGET),
      min_per_investor: '500',
    },
  });
  expect(details.ok()).toBe(true);

  const founder = whenLive(await (await browser.newContext({ viewport: DESKTOP })).newPage());
  const investor = whenLive(await (await browser.newContext({ viewport: DESKTOP })).newPage());
  const guest = whenLive(await (await browser.newContext({ viewport: DESKTOP })).newPage());
  try {
    // 1. The founder turns the switch on in Pitch Details; Next saves the step.
    await openSignedIn(founder, request, founderEmail, `/editpitch/${pitchId}`);
    const tab = founder.getByRole('tab', { name: 'Pitch Details', exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = founder.getByRole('tabpanel', { name: 'Pitch Details' });
    const privateSwitch = panel.getByRole('switch', { name: certificationTexts.privateRoundLabel });
    await expect(privateSwitch).not.toBeChecked();
    await privateSwitch.check();
    await panel.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(founder.getByRole('tab', { name: 'The Team', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // 2. A guest: the teaser only, on the page and in the server-rendered HTML.
    const html = await (
      await request.get(`/project/${pitchId}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain(name);
    expect(html).toContain(certificationTexts.teaser);
    for (const text of TARGET_TEXTS) expect(html).not.toContain(text);
    await guest.goto(`/project/${pitchId}`);
    await expect(guest.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(guest.getByText(certificationTexts.teaser)).toBeVisible();
    await expect(guest.getByRole('table')).toHaveCount(0);
    for (const text of TARGET_TEXTS) await expect(guest.getByText(text)).toHaveCount(0);
    await expectAccessibleAtBothWidths(guest, async () => {
      await expect(guest.getByText(certificationTexts.teaser)).toBeVisible();
    });

    // 3. The investor, not yet certified, sees the teaser and the way to certify.
    await openSignedIn(investor, request, investorEmail, `/project/${pitchId}`);
    await expect(investor.getByText(certificationTexts.teaser)).toBeVisible();
    await investor.getByRole('link', { name: certificationTexts.teaserCertifyLink }).click();
    await expect(investor).toHaveURL(/\/profile-investor#certification$/);

    // 4. ...certifies on the profile page.
    const form = investor.getByRole('region', { name: certificationTexts.title });
    // the form comes in its own chunk after the page: on a loaded machine that takes a while
    await expect(form.getByText(certificationTexts.none)).toBeVisible({ timeout: 60_000 });
    await form.getByRole('radio', { name: /^Net worth/ }).check();
    const country = form.getByRole('combobox', { name: certificationTexts.countryLabel });
    await country.click();
    await country.fill('Canad');
    await investor.getByRole('option', { name: 'Canada', exact: true }).click();
    await form.getByRole('textbox', { name: certificationTexts.signedNameLabel }).fill('una verified');
    await form.getByRole('checkbox', { name: certificationTexts.statementLabel }).check();
    await form.getByRole('button', { name: certificationTexts.submit }).click();
    await expect(form.getByRole('status')).toContainText('Certified: Net worth (Canada)', {
      timeout: 30_000,
    });
    await expectAccessibleAtBothWidths(investor, async () => {
      await expect(form.getByRole('status')).toBeVisible();
    });

    // 5. ...and now sees the whole pitch: the round's table with its target.
    await investor.goto(`/project/${pitchId}`);
    await expect(investor.getByRole('heading', { name, level: 1 })).toBeVisible();
    const overview = investor.getByRole('table', { name: 'Overview' });
    await expect(overview).toContainText('734,521', { timeout: 30_000 });
    await expect(investor.getByText(certificationTexts.teaser)).toHaveCount(0);
    await expectAccessibleAtBothWidths(investor, async () => {
      await expect(overview).toBeVisible();
    });
  } finally {
    await founder.context().close();
    await investor.context().close();
    await guest.context().close();
  }
});
