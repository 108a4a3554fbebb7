import { expectNoSeriousViolations, registerCompleteInvestor, uniqueEmail } from './accounts-support';
import { signInAsAdmin } from './admin-support';
import { logIn, openSignedIn } from './contact-access-support';
import { expect, type Page, test, whenLive } from './fixtures';
import {
  addMilestone,
  addMilestoneInWizard,
  createDraftPitch,
  mailsTo,
  occurrences,
  openScheduledJobs,
  references,
  runJobNow,
  scheduledDigestIds,
  uniqueWord,
} from './matching-support';
import { registerCompleteEntrepreneur } from './pitches-support';

// Three people, a dozen pages and two background jobs on a shared, busy machine.
test.setTimeout(300_000);
// A step whose target never comes fails within its own time, not at the end of the whole journey's.
test.use({ actionTimeout: 30_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** axe finds nothing serious on what the page shows now, at desktop width and on a phone. */
async function expectAccessibleAtBothWidths(page: Page, ready: () => Promise<void>) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await ready();
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Issue 22's proof: an investor fills the thesis, sees "Recommended for you" with the reasons, follows a
 * pitch and saves a search; the founder adds a milestone and publishes a new matching pitch; the bell
 * shows both, and the daily digest (run from the admin console's queue) lists both once.
 */
test('an investor is matched, follows a pitch and saves a search; news reaches the bell and one daily digest', async ({
  browser,
  request,
}) => {
  const word = uniqueWord();
  const followedName = `Harbour Wind ${word.slice(3, 9)}`;
  const newName = `Tidal ${word}`;
  const milestoneName = `Ten towns live ${word.slice(3, 9)}`;
  const { types, canada } = await references(request);
  // A type neither the registration's default (the first) nor 'Others', so few other pitches share it.
  const [registered, ...rest] = types;
  const type = rest.find((t) => t.title !== 'Others');
  if (!registered || !type) throw new Error('The reference data has fewer than two project types.');

  // Background, through the API: a founder with one published pitch and one draft, and an investor.
  const founderEmail = uniqueEmail('matchfounder');
  const investorEmail = uniqueEmail('matchinvestor');
  await registerCompleteEntrepreneur(request, founderEmail);
  await registerCompleteInvestor(request, investorEmail);
  const { token } = await logIn(request, founderEmail);
  const round = { typeId: type._id, stage: 'seed', instrument: 'equity', countryId: canada._id };
  const followedId = await createDraftPitch(request, token, {
    ...round,
    name: followedName,
    summary: 'Small wind turbines for harbours.',
  });
  await addMilestone(request, token, followedId, 'Prototype');
  const newId = await createDraftPitch(request, token, {
    ...round,
    name: newName,
    summary: 'Tidal power for fishing towns.',
  });

  const investorContext = await browser.newContext({ viewport: DESKTOP });
  const founderContext = await browser.newContext({ viewport: DESKTOP });
  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const investor = whenLive(await investorContext.newPage());
  const founder = whenLive(await founderContext.newPage());
  const admin = whenLive(await adminContext.newPage());

  try {
    // 1. The investor fills the thesis on the profile: a project type, Seed, Canada, SAFE.
    await openSignedIn(investor, request, investorEmail, '/profile-investor');
    await expect(investor.getByLabel('Company name')).toHaveValue('Reset Capital');
    const desired = investor.getByRole('group', { name: /Desired projects/ });
    await desired.getByText(registered.title, { exact: true }).click();
    await desired.getByText(type.title, { exact: true }).click();
    await investor
      .getByRole('group', { name: /Stages you invest in/ })
      .getByRole('checkbox', { name: 'Seed', exact: true })
      .check();
    const countries = investor.getByRole('combobox', { name: 'Countries of interest' });
    await countries.click();
    await countries.fill('Canad');
    await investor.getByRole('option', { name: 'Canada', exact: true }).click();
    await investor.keyboard.press('Escape');
    await investor
      .getByRole('group', { name: /Instruments/ })
      .getByRole('checkbox', { name: 'SAFE', exact: true })
      .check();
    await investor.getByRole('button', { name: 'Save changes' }).click();
    await expect(investor.getByText('Profile updated.').first()).toBeVisible();

    // ...and chooses one daily e-mail for news of followed pitches.
    // The choice shows once the server has stored it (the radio follows the saved setting).
    const daily = investor
      .getByRole('radiogroup', { name: /News of pitches I follow/ })
      .getByRole('radio', { name: 'A daily digest' });
    await daily.click();
    await expect(investor.getByText('Notification settings saved.').first()).toBeVisible();
    await expect(daily).toBeChecked();
    await investor.reload();
    await expect(investor.getByRole('radio', { name: 'A daily digest' })).toBeChecked();
    await expect(investor.getByRole('checkbox', { name: 'SAFE', exact: true })).toBeChecked();

    // 2. "Recommended for you" on /invest: the followed-to-be pitch, with its match and the reasons.
    await investor.goto('/invest');
    const recommended = investor.getByRole('region', { name: 'Recommended for you' });
    const card = recommended
      .locator('.mantine-Card-root')
      .filter({ has: investor.getByRole('link', { name: followedName, exact: true }) });
    const chip = card.getByRole('button', { name: 'Match 90 out of 100: show why' });
    await expect(chip).toBeVisible({ timeout: 20_000 });
    await chip.click();
    const reasons = investor.getByRole('list', { name: 'Match criteria' });
    await expect(reasons.getByRole('listitem')).toHaveCount(5);
    for (const [criterion, points] of [
      ['Project type', 30],
      ['Ticket', 25],
      ['Stage', 20],
      ['Country', 15],
    ] as const) {
      await expect(reasons.getByRole('listitem').filter({ hasText: criterion })).toContainText(
        `(met, +${points})`,
      );
    }
    await expect(reasons.getByRole('listitem').filter({ hasText: 'Stage' })).toContainText('Seed ✓');
    await expect(reasons.getByRole('listitem').filter({ hasText: 'Instrument' })).toContainText(
      '(not met, +0): Equity ✗ (you: SAFE)',
    );
    await investor.keyboard.press('Escape');
    await expect(reasons).toBeHidden();
    await expectAccessibleAtBothWidths(investor, async () => {
      await expect(recommended.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(card.getByRole('button', { name: /^Match 90/ })).toBeAttached();
    });

    // 3. The pitch's page: its match, then Follow.
    await card.getByRole('link', { name: followedName, exact: true }).click();
    await expect(investor).toHaveURL(`/project/${followedId}`);
    await expect(investor.getByRole('heading', { name: followedName, level: 1 })).toBeVisible();
    // the header's chip: similar pitches further down may match as well
    const pageChip = investor.getByRole('button', { name: 'Match 90 out of 100: show why' }).first();
    await pageChip.click();
    await expect(reasons.getByRole('listitem').filter({ hasText: 'Instrument' })).toContainText('✗');
    await investor.keyboard.press('Escape');
    const follow = investor.getByRole('button', { name: `Follow ${followedName}` });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expectAccessibleAtBothWidths(investor, async () => {
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(pageChip).toBeVisible();
    });
    await investor.reload();
    await expect(investor.getByRole('button', { name: `Follow ${followedName}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // 4. A search for the word only the coming pitch will carry, saved with a daily digest.
    await investor.goto('/invest');
    await investor.getByRole('searchbox', { name: 'Search pitches', exact: true }).fill(word);
    await investor.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(investor).toHaveURL(new RegExp(`[?&]search=${word}`));
    await investor.getByRole('button', { name: 'Save this search' }).click();
    const dialog = investor.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(word);
    await dialog.getByRole('radio', { name: 'Daily digest' }).check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(investor.getByText('Search saved.').first()).toBeVisible();

    // The admin's Queue before the news: the digest jobs already waiting (earlier tests' investors').
    await signInAsAdmin(admin);
    await openScheduledJobs(admin);
    const digestsBefore = new Set(await scheduledDigestIds(admin));

    // 5. The founder adds a milestone to the followed pitch, then publishes the new one (its first milestone).
    await openSignedIn(founder, request, founderEmail, '/pitchlist');
    await addMilestoneInWizard(founder, followedId, milestoneName);
    const milestones = await addMilestoneInWizard(founder, newId, 'First pilot');
    await milestones.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(founder).toHaveURL('/pitchlist');
    await expect(founder.getByText('Investors can now find it on Invest.').first()).toBeVisible();

    // 6. The investor's bell shows both (told by the background jobs; the list follows the notification stream).
    await investor.goto('/invest');
    await investor.getByRole('button', { name: /^Notifications/ }).click();
    const bell = investor.getByRole('dialog', { name: 'Notifications' });
    const milestoneNotice = bell.getByRole('button', {
      name: new RegExp(`${followedName} added a milestone`),
    });
    const pitchNotice = bell.getByRole('button', { name: new RegExp(`New pitch for "${word}"`) });
    await expect(milestoneNotice).toBeVisible({ timeout: 30_000 });
    await expect(milestoneNotice).toContainText(milestoneName);
    await expect(pitchNotice).toBeVisible({ timeout: 30_000 });
    await expect(pitchNotice).toContainText(newName);

    // 7. The digest, run now from the admin console's queue, lists both once.
    let digestId = '';
    await expect(async () => {
      digestId = (await scheduledDigestIds(admin)).find((id) => !digestsBefore.has(id)) ?? '';
      expect(digestId).not.toBe('');
    }).toPass({ timeout: 60_000 });
    await runJobNow(admin, digestId);
    let digest = '';
    await expect
      .poll(
        async () => {
          digest = (await mailsTo(request, investorEmail, /digest/))[0]?.text ?? '';
          return digest;
        },
        { message: `the digest mailed to ${investorEmail}`, timeout: 30_000 },
      )
      .not.toBe('');
    expect(occurrences(digest, `${followedName} added a milestone`)).toBe(1);
    expect(occurrences(digest, milestoneName)).toBe(1);
    expect(occurrences(digest, `New pitch for "${word}"`)).toBe(1);
    expect(occurrences(digest, newName)).toBe(1);
    const [mail] = await mailsTo(request, investorEmail, /digest/);
    expect(mail?.subject).toMatch(/2 updates/);
    // Daily delivery: neither was also mailed on its own.
    expect(await mailsTo(request, investorEmail, /added a milestone|New pitch for/)).toEqual([]);
  } finally {
    await investorContext.close();
    await founderContext.close();
    await adminContext.close();
  }
});
