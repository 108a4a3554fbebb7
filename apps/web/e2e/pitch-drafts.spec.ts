import { choose, uniqueEmail } from './accounts-support';
import { expect, type Page, test } from './fixtures';
import { registerCompleteEntrepreneur, signIn } from './pitches-support';

// Issue 31: every wizard left after its first step used to leave one more draft behind. /addpitch now
// offers to continue the latest one, and My Pitches resumes or deletes a draft in one step.
test.setTimeout(120_000);

const PITCH = 'Harbour Bikes';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

test('a founder leaves the wizard after step 1, is offered the draft on /addpitch, continues it, and later deletes it from My Pitches', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('drafts');
  await registerCompleteEntrepreneur(request, email);
  await signIn(page, email);

  // step 1, saved with Next; then the founder walks away
  await page.goto('/addpitch');
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  const overview = panel(page, 'Overview');
  await overview.getByLabel('Name of company').fill('Harbour Bikes Ltd.');
  await overview.getByLabel('Location').fill('Halifax, Canada');
  await overview.getByLabel('Name of pitch').fill(PITCH);
  await overview.getByLabel('Short summary').fill('Cargo bikes for harbour-front deliveries.');
  await overview.getByLabel('Highlights').fill('12 shops signed');
  await choose(page, /Project type/, 'Others');
  await overview.getByLabel('Other project type').fill('Urban logistics');
  await overview.getByRole('button', { name: 'Next' }).click();
  await expect(tab(page, 'Pitch Details')).toHaveAttribute('aria-selected', 'true');
  await page.goto('/');

  // back on /addpitch: the draft is offered before any new wizard starts
  await page.goto('/addpitch');
  await expect(page.getByRole('heading', { name: 'You have a pitch in progress' })).toBeVisible();
  await expect(tab(page, 'Overview')).toHaveCount(0);
  await page.getByRole('link', { name: `Continue your draft '${PITCH}'` }).click();

  // it carries on at the first step not done yet, with what was typed
  await expect(page).toHaveURL(/\/editpitch\/[0-9a-f-]{36}$/);
  await expect(tab(page, 'Pitch Details')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Overview').click();
  await expect(panel(page, 'Overview').getByLabel('Name of pitch')).toHaveValue(PITCH);

  // "Start a new pitch" opens an empty wizard, and leaving it at once leaves no second draft
  await page.goto('/addpitch');
  await page.getByRole('button', { name: 'Start a new pitch' }).click();
  await expect(panel(page, 'Overview').getByLabel('Name of pitch')).toHaveValue('');

  // My Pitches: one draft, resumable in one step, deleted behind a confirmation
  await page.goto('/pitchlist');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  const card = page.getByRole('article', { name: PITCH });
  await expect(card.getByText('Draft').first()).toBeVisible();
  await expect(card.getByRole('link', { name: `Continue ${PITCH}` })).toHaveAttribute(
    'href',
    /\/editpitch\/[0-9a-f-]{36}$/,
  );
  await card.getByRole('button', { name: `Delete ${PITCH}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText(`Do you want to delete ${PITCH}?`, { exact: false })).toBeVisible();
  // Cancel keeps it
  await confirm.getByRole('button', { name: 'No, Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${PITCH}` }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, delete it!' })
    .click();
  await expect(card).toBeHidden();
  await expect(page.getByText('No Pitch list available')).toBeVisible();

  // with no draft left, /addpitch goes straight to the wizard
  await page.goto('/addpitch');
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'You have a pitch in progress' })).toHaveCount(0);
});
