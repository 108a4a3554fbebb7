import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { TEAM_MEMBER } from './contact-access-support';
import { makePdf } from './pitches-support';

const HEADERS = { 'x-api-key': 'e2e-api-key' };

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A made-up word of letters only, new per run: the search words of a saved search that nothing but this
 * journey's pitch contains (the database holds every earlier test's pitches, and search stems words, so
 * digits or a real word would match more than meant).
 */
export function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let word = '';
  while (n > 0) {
    word += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return `zor${word}a`;
}

/** The reference data a pitch and a thesis name: the project types (in the app's order) and Canada. */
export async function references(request: APIRequestContext) {
  const post = async (path: string) =>
    (await request.post(`/api${path}`, { headers: HEADERS, data: {} })).json();
  const { projectType_data } = (await post('/getProjectType')) as {
    projectType_data: { _id: string; title: string }[];
  };
  const { country_data } = (await post('/getCountries')) as {
    country_data: { _id: string; name: string; alpha_2: string }[];
  };
  const canada = country_data.find((c) => c.alpha_2 === 'CA');
  if (!canada) throw new Error('The reference data has no Canada.');
  return { types: projectType_data, canada };
}

/** One step of the pitch wizard's API (multipart, as the web app sends it), checked to succeed. */
async function step(request: APIRequestContext, path: string, token: string, fields: object) {
  const answer = await request.post(`/api${path}`, {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
    multipart: fields as Record<string, string>,
  });
  const json = await answer.json();
  expect(answer.ok(), `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json;
}

export interface DraftPitch {
  name: string;
  summary: string;
  typeId: string;
  /** The round the thesis is matched on (stage and instrument values of the contracts). */
  stage: string;
  instrument: string;
  countryId: string;
}

/**
 * A pitch through every wizard step but the milestones, so still a draft that nobody sees: its first
 * milestone publishes it (through the API or the founder's wizard).
 */
export async function createDraftPitch(request: APIRequestContext, token: string, pitch: DraftPitch) {
  const overview = await step(request, '/addPitches', token, {
    action: 'overview',
    name_of_company: 'Northern Lights Energy',
    location: 'Halifax',
    name_of_pitch: pitch.name,
    short_summary: pitch.summary,
    highlight: JSON.stringify(['Signed pilots']),
    project_type: pitch.typeId,
    other_name: '',
  });
  const pitchId: string = overview.pitch_data._id;
  await step(request, '/editPitches', token, {
    action: 'pitch_details',
    pitch_id: pitchId,
    wow_factor: 'Cheaper than diesel.',
    why_invent: 'Remote towns pay the most for power.',
    target: '200000',
    min_per_investor: '500',
    stage: pitch.stage,
    instrument: pitch.instrument,
    country_id: pitch.countryId,
  });
  await step(request, '/editPitches', token, {
    action: 'team_details',
    pitch_id: pitchId,
    ...TEAM_MEMBER,
    position: 'CEO',
    linkedin_profile: 'https://www.linkedin.com/in/charles',
    bio: 'Built grids.',
  });
  await step(request, '/editPitches', token, {
    action: 'document',
    pitch_id: pitchId,
    'document[0]': { name: 'deck.pdf', mimeType: 'application/pdf', buffer: makePdf('Deck') },
  });
  return pitchId;
}

/** Adds a milestone through the API; the first one publishes a draft. */
export async function addMilestone(request: APIRequestContext, token: string, pitchId: string, name: string) {
  const answer = await step(request, '/editPitches', token, {
    action: 'milestones',
    pitch_id: pitchId,
    milestone_name: name,
    description: 'A step on the way.',
    target_date: '2030-03-31',
  });
  expect(answer.pitch_data.draft).toBe(false);
}

/** Adds a milestone in the founder's wizard (/editpitch/{id}), the way a person does. */
export async function addMilestoneInWizard(page: Page, pitchId: string, name: string) {
  await page.goto(`/editpitch/${pitchId}`);
  const tab = page.getByRole('tab', { name: 'Project Milestones', exact: true });
  // A finished pitch opens at the overview, a draft at its milestones.
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Project Milestones' });
  await panel.getByLabel('Milestone name').fill(name);
  await panel.getByLabel('Description').fill('Ten more towns signed up.');
  await panel.getByLabel('Target date').fill('2029-09-30');
  await panel.getByLabel('Target date').press('Enter');
  await panel.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(panel.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
  return panel;
}

/** The mails caught for `email` whose subject matches, newest first (the dev mailbox's order). */
export async function mailsTo(request: APIRequestContext, email: string, subject: RegExp) {
  const answer = await request.get('/dev/mailbox.json');
  const { messages } = (await answer.json()) as { messages: CaughtMail[] };
  return messages.filter((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));
}

/** How many times `needle` occurs in `text`. */
export const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

/** The admin console's Queue, showing its scheduled jobs. */
export async function openScheduledJobs(admin: Page) {
  await admin.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Queue' }).click();
  await expect(admin.getByRole('heading', { name: 'Queue', level: 1 })).toBeVisible();
  // a segmented control: its radio is hidden under its label, which takes the click
  await admin
    .locator('label')
    .filter({ hasText: /^Scheduled \(\d+\)$/ })
    .click();
  await expect(admin.getByRole('radio', { name: /^Scheduled/ })).toBeChecked();
  await expect(admin.getByText(/^\d+ scheduled jobs?|^No jobs scheduled for later\./)).toBeVisible();
}

/**
 * The numbers of the scheduled alert_digest jobs, read again from the server. The console never shows a
 * job's key or payload (they name people), so a test tells its digest by the number that is new.
 */
export async function scheduledDigestIds(admin: Page): Promise<string[]> {
  const refresh = admin.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect(refresh).toBeEnabled();
  // other kinds may fill the first page: narrow to digests once the queue holds one
  const kind = admin.getByRole('combobox', { name: 'Kind' });
  if ((await kind.locator('option[value="alert_digest"]').count()) > 0) {
    await kind.selectOption('alert_digest');
    await expect(admin.getByText(/\(updating\)/)).toHaveCount(0);
  }
  const rows = admin
    .getByRole('table', { name: 'Scheduled jobs' })
    .getByRole('row')
    .filter({ hasText: 'alert_digest' });
  const texts = await rows.allTextContents();
  return texts.map((text) => text.match(/#(\d+)/)?.[1] ?? '').filter(Boolean);
}

/** Runs one job now from the console's Queue, through its confirmation. */
export async function runJobNow(admin: Page, jobId: string) {
  await admin.getByRole('button', { name: `Run job ${jobId} (alert_digest) now` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Run this job now?' });
  await expect(dialog).toContainText(`alert_digest job #${jobId}`);
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await expect(admin.getByText('The job will run now.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}
