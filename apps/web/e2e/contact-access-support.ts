import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { PASSWORD, registerCompleteInvestor, uniqueEmail } from './accounts-support';
import { whenLive } from './fixtures';
import { makePdf, registerCompleteEntrepreneur } from './pitches-support';

const HEADERS = { 'x-api-key': 'e2e-api-key' };

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Signs in through the API; returns the session token and the answer's user. */
export async function logIn(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/doLogin', {
    headers: HEADERS,
    data: { email, password: PASSWORD, auth_type: 'email' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { token: string; user_type: string; user_data: object };
}

/** Stores a session where the app keeps it (§3 keys), so the journey need not use the login form. */
export async function openSignedIn(page: Page, request: APIRequestContext, email: string, path: string) {
  const { token, user_type, user_data } = await logIn(request, email);
  await page.goto('/404-blank-for-storage');
  await page.evaluate(
    ({ token, userType, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user_type', userType);
      localStorage.setItem('user', JSON.stringify({ ...user, user_type: userType }));
    },
    { token, userType: user_type, user: user_data },
  );
  await page.goto(path);
}

async function step(
  request: APIRequestContext,
  path: string,
  token: string,
  multipart: Record<string, unknown>,
) {
  const answer = await request.post(`/api${path}`, {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
    multipart: multipart as Record<string, string>,
  });
  const json = await answer.json();
  expect(answer.ok(), `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json;
}

export const TEAM_MEMBER = {
  name: 'Charles Babbage',
  email: 'charles.babbage@example.com',
  mobile_number: '+14165550177',
};

/** A finished (so public) pitch with one team member, made through the wizard's API calls. */
export async function createPublishedPitch(request: APIRequestContext, token: string, name: string) {
  const types = await (await request.post('/api/getProjectType', { headers: HEADERS, data: {} })).json();
  const overview = await step(request, '/addPitches', token, {
    action: 'overview',
    name_of_company: 'Engine Works',
    location: 'Toronto',
    name_of_pitch: name,
    short_summary: 'A general-purpose computer.',
    highlight: JSON.stringify(['Programmable']),
    project_type: types.projectType_data[0]._id,
    other_name: '',
  });
  const pitchId: string = overview.pitch_data._id;
  await step(request, '/editPitches', token, {
    action: 'pitch_details',
    pitch_id: pitchId,
    wow_factor: 'It computes.',
    why_invent: 'A huge market.',
    target: '100000',
    min_per_investor: '500',
  });
  await step(request, '/editPitches', token, {
    action: 'team_details',
    pitch_id: pitchId,
    ...TEAM_MEMBER,
    position: 'CTO',
    linkedin_profile: 'https://www.linkedin.com/in/charles',
    bio: 'Inventor.',
  });
  await step(request, '/editPitches', token, {
    action: 'document',
    pitch_id: pitchId,
    'document[0]': { name: 'deck.pdf', mimeType: 'application/pdf', buffer: makePdf('Deck') },
  });
  const last = await step(request, '/editPitches', token, {
    action: 'milestones',
    pitch_id: pitchId,
    milestone_name: 'Prototype',
    description: 'First working mill.',
    target_date: '2030-03-31',
  });
  expect(last.pitch_data.draft).toBe(false);
  return pitchId;
}

/** Waits for a mail to `email` whose subject matches, and returns its text. */
export async function waitForMail(request: APIRequestContext, email: string, subject: RegExp) {
  let text = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get('/dev/mailbox.json');
        const { messages } = (await answer.json()) as { messages: CaughtMail[] };
        text =
          messages.find((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject))?.text ?? '';
        return text;
      },
      { message: `a mail to ${email} about ${subject}`, timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}

/**
 * The cast of the contact journeys: a founder with a published pitch and an investor, both registered
 * with complete profiles, each with a browser of their own (so both can be signed in at once).
 * `label` keeps their e-mail addresses apart from other journeys'. Call `close()` at the end.
 */
export async function founderAndInvestor(
  browser: Browser,
  request: APIRequestContext,
  { label, pitchName }: { label: string; pitchName: string },
) {
  const ownerEmail = uniqueEmail(`${label}owner`);
  const investorEmail = uniqueEmail(`${label}investor`);
  await registerCompleteEntrepreneur(request, ownerEmail);
  await registerCompleteInvestor(request, investorEmail);
  const { token } = await logIn(request, ownerEmail);
  const pitchId = await createPublishedPitch(request, token, pitchName);
  const ownerContext = await browser.newContext();
  const investorContext = await browser.newContext();
  return {
    ownerEmail,
    investorEmail,
    pitchId,
    owner: whenLive(await ownerContext.newPage()),
    investor: whenLive(await investorContext.newPage()),
    async close() {
      await ownerContext.close();
      await investorContext.close();
    },
  };
}
