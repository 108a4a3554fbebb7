import { choose, expectNoSeriousViolations, PNG, uniqueEmail } from './accounts-support';
import { expect, type Page, test } from './fixtures';
import { makePdf, registerCompleteEntrepreneur, signIn } from './pitches-support';

// One long journey through six steps on a shared, busy machine.
test.setTimeout(180_000);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function expectStep(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

/** The visible step's panel (hidden panels stay mounted so unsaved edits survive going back). */
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

test('an entrepreneur creates a pitch through every step, finishes, hides, shows, edits and deletes it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('founder');
  await registerCompleteEntrepreneur(request, email);
  await signIn(page, email);

  // My Pitches starts empty.
  await page.goto('/pitchlist');
  await expect(page.getByRole('heading', { name: 'My Pitches' })).toBeVisible();
  await expect(page.getByText('No Pitch list available')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Add Pitch' }).click();

  // 0 overview
  await expect(page).toHaveURL('/addpitch');
  await expectStep(page, 'Overview');
  await expect(tab(page, 'The Team')).toBeDisabled();
  await expectNoSeriousViolations(page);
  const overview = panel(page, 'Overview');
  await overview.getByRole('button', { name: 'Next' }).click();
  await expect(overview.getByText('Name of company is required.')).toBeVisible();
  await overview.getByLabel('Name of company').fill('Sunny Roofs Inc.');
  await overview.getByLabel('Location').fill('Toronto, Canada');
  await overview.getByLabel('Name of pitch').fill('Solar for Every Roof');
  await overview.getByLabel('Short summary').fill('Rooftop solar leased to small towns at grid price.');
  await overview.getByLabel('Highlights').fill('Pays back in 6 years\n40 towns signed');
  await choose(page, /Project type/, 'Others');
  await overview.getByLabel('Other project type').fill('Community energy');
  await overview.getByRole('button', { name: 'Next' }).click();

  // 1 details: amounts start at 0 and take digits only.
  await expectStep(page, 'Pitch Details');
  await expectNoSeriousViolations(page);
  const details = panel(page, 'Pitch Details');
  const target = details.getByLabel('Target');
  await expect(target).toHaveValue('C$ 0');
  await details.getByLabel('Wow factor').fill('Cheaper than the grid from day one.');
  await details.getByLabel('Why Invest').fill('Forty towns have signed letters of intent.');
  await target.fill('');
  await target.pressSequentially('250x000');
  await expect(target).toHaveValue('C$ 250,000');
  await details.getByLabel('Minimum per investor').fill('');
  await details.getByLabel('Minimum per investor').pressSequentially('5000');
  await details.getByRole('button', { name: 'Next' }).click();

  // 2 team: nothing to move on with until a member is added.
  await expectStep(page, 'The Team');
  const team = panel(page, 'The Team');
  await expect(team.getByText('No team members available.')).toBeVisible();
  await expect(team.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await team.getByRole('button', { name: 'Add Member' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Members' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Name').fill('Ada Sun');
  await modal.getByLabel('Email').fill('ada.sun@example.com');
  await modal.getByLabel('Phone number').fill('+1 416-555-0199');
  await expect(modal.getByLabel('Phone number')).toHaveValue('+14165550199');
  await modal.getByLabel('Position').fill('CEO');
  await modal.getByLabel('Bio').fill('Ran installs for a decade.');
  await modal.locator('input[type="file"]').setInputFiles(PNG);
  await expect(modal.getByRole('img', { name: 'Profile picture preview' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  const member = team.getByRole('article', { name: 'Ada Sun' });
  await expect(member.getByText('CEO')).toBeVisible();
  // No LinkedIn was given.
  await expect(member.getByText('LinkedIn: N/A')).toBeVisible();
  await expect(member.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await team.getByRole('button', { name: 'Next' }).click();

  // 3 documents: a PDF and an image at once, previewed, then saved.
  await expectStep(page, 'Documents');
  await expectNoSeriousViolations(page);
  const documents = panel(page, 'Documents');
  await documents.getByRole('button', { name: 'Next' }).click();
  await expect(documents.getByText('Please add at least one document before proceeding.')).toBeVisible();
  await documents.locator('input[type="file"]').setInputFiles([
    { name: 'deck.pdf', mimeType: 'application/pdf', buffer: makePdf('Solar for Every Roof') },
    { ...PNG, name: 'site.png' },
  ]);
  await expect(documents.getByText('deck.pdf')).toBeVisible();
  await expect(documents.getByText('site.png')).toBeVisible();
  await documents.getByRole('button', { name: 'Preview site.png' }).click();
  const preview = page.getByRole('dialog', { name: 'site.png' });
  await expect(preview.getByRole('img', { name: 'Preview of site.png' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await documents.getByRole('button', { name: 'Next' }).click();

  // After the documents the add flow carries on as /editpitch/{id} at the milestones.
  await expect(page).toHaveURL(/\/editpitch\/[0-9a-f-]{36}$/);
  const editUrl = new URL(page.url()).pathname;
  await expectStep(page, 'Project Milestones');

  // Still a draft: no milestone yet. Reopening continues where it stopped.
  await page.goto('/pitchlist');
  const card = page.getByRole('article', { name: 'Solar for Every Roof' });
  await expect(card.getByText('Draft').first()).toBeVisible();
  await expect(card.getByText('Target C$ 250,000')).toBeVisible();
  await card.getByRole('link', { name: /^View & Edit/ }).click();
  await expect(page).toHaveURL(editUrl);
  await expectStep(page, 'Project Milestones');

  // 4 milestones
  const milestones = panel(page, 'Project Milestones');
  await expect(milestones.getByText('No milestone available.')).toBeVisible();
  await expect(milestones.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await milestones.getByLabel('Milestone name').fill('First 10 roofs');
  await milestones.getByLabel('Description').fill('Install on ten municipal buildings.');
  await milestones.getByLabel('Target date').fill('2027-06-30');
  await milestones.getByLabel('Target date').press('Enter');
  await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(milestones.getByText('Target date: 2027-06-30')).toBeVisible();
  await milestones.getByRole('button', { name: 'Edit First 10 roofs' }).click();
  await expect(milestones.getByLabel('Milestone name')).toHaveValue('First 10 roofs');
  await milestones.getByLabel('Milestone name').fill('First 12 roofs');
  await milestones.getByRole('button', { name: 'Update Milestone' }).click();
  await expect(milestones.getByText('First 12 roofs', { exact: true })).toBeVisible();
  // A second milestone, then deleted after confirming.
  await milestones.getByLabel('Milestone name').fill('Series A');
  await milestones.getByLabel('Description').fill('Raise the next round.');
  await milestones.getByLabel('Target date').fill('2028-01-15');
  await milestones.getByLabel('Target date').press('Enter');
  await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  await milestones.getByRole('button', { name: 'Delete Series A' }).click();
  const confirmMilestone = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirmMilestone.getByText('Do you want to delete this milestone?')).toBeVisible();
  await confirmMilestone.getByRole('button', { name: 'Yes, delete it!' }).click();
  const deleted = page.getByRole('dialog', { name: 'Deleted!' });
  await expect(deleted.getByText('The milestone has been deleted.')).toBeVisible();
  await deleted.getByRole('button', { name: 'OK' }).click();
  await expect(milestones.getByText('Series A')).toHaveCount(0);
  await milestones.getByRole('button', { name: 'Save', exact: true }).click();

  // Finished: no longer a draft.
  await expect(page).toHaveURL('/pitchlist');
  await expect(card).toBeVisible();
  await expect(card.getByText('Draft')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Hide and show; the change is stored.
  await card.getByRole('button', { name: /^Hide/ }).click();
  await expect(card.getByText('Hidden')).toBeVisible();
  await page.reload();
  await expect(card.getByRole('button', { name: /^Show/ })).toBeVisible();
  await card.getByRole('button', { name: /^Show/ }).click();
  await expect(card.getByText('Hidden')).toHaveCount(0);
  await page.reload();
  await expect(card.getByRole('button', { name: /^Hide/ })).toBeVisible();

  // A finished pitch opens at the overview; moving forward saves, then the team member is edited.
  await card.getByRole('link', { name: /^View & Edit/ }).click();
  await expectStep(page, 'Overview');
  await tab(page, 'The Team').click();
  await expectStep(page, 'The Team');
  const editTeam = panel(page, 'The Team');
  await editTeam.getByRole('button', { name: 'Edit Ada Sun' }).click();
  const editModal = page.getByRole('dialog', { name: 'Edit Members' });
  await expect(editModal.getByLabel('Name')).toHaveValue('Ada Sun');
  await editModal.getByLabel('Position').fill('Chief Executive Officer');
  await editModal.getByRole('button', { name: 'Save' }).click();
  await expect(editModal).toBeHidden();
  await expect(editTeam.getByText('Chief Executive Officer')).toBeVisible();

  // Deleting a member asks first; cancelling says so and keeps it.
  await editTeam.getByRole('button', { name: 'Delete Ada Sun' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('Do you want to delete this team member?')).toBeVisible();
  await confirm.getByRole('button', { name: 'No, Cancel' }).click();
  const cancelled = page.getByRole('dialog', { name: 'Cancelled' });
  await expect(cancelled).toBeVisible();
  await cancelled.getByRole('button', { name: 'OK' }).click();
  await expect(editTeam.getByRole('article', { name: 'Ada Sun' })).toBeVisible();

  // The stored PDF is served as a PDF, for the browser's viewer.
  await tab(page, 'Documents').click();
  const pdfLink = panel(page, 'Documents').getByRole('link', { name: /^Preview deck\.pdf/ });
  const pdfUrl = await pdfLink.getAttribute('href');
  expect(pdfUrl).toMatch(/\/uploads\//);
  const pdf = await page.request.get(pdfUrl ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // 5 contact requests (the list itself comes with the contact-access work).
  await tab(page, 'Contact Requests').click();
  await expectStep(page, 'Contact Requests');
  await expect(panel(page, 'Contact Requests').getByText('No contact data available')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The edited member is stored.
  await page.reload();
  await tab(page, 'The Team').click();
  await expect(panel(page, 'The Team').getByText('Chief Executive Officer')).toBeVisible();

  // Delete the pitch, after confirming.
  await page.goto('/pitchlist');
  await card.getByRole('button', { name: /^Delete/ }).click();
  const confirmPitch = page.getByRole('dialog', { name: 'Are you sure?' });
  await confirmPitch.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No Pitch list available')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No Pitch list available')).toBeVisible();
});
