import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';

/** The e2e server starts on an empty data folder, so it seeds the demo (README: demo accounts). */
export const DEMO_INVESTOR = { email: 'investor@angelbridge.demo', password: 'Demo@1234' };
export const DEMO_ENTREPRENEUR = { email: 'entrepreneur@angelbridge.demo', password: 'Demo@1234' };

const HEADERS = { 'x-api-key': 'e2e-api-key' };

export interface ListedPitch {
  _id: string;
  name_of_pitch: string;
  min_per_investor: number;
  document: { locked: boolean }[];
  /** A private round (issue 32) lists as a teaser: no figures, team or documents. */
  terms_hidden?: true;
}

export interface Listing {
  investment_data: { _id: string; title: string; investments: ListedPitch[] }[];
  filter_data: { expertise: { _id: string; title: string }[] };
}

/** What the listing holds right now, straight from the API, so the journeys never guess names. */
export async function listing(request: APIRequestContext, body: object = {}): Promise<Listing> {
  const answer = await request.post('/api/getInvestmentPageData', { headers: HEADERS, data: body });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Listing;
}

/**
 * The listed pitches a guest sees in full, in the listing's order. A private round lists as a teaser (the
 * private-round journey makes one), so journeys about a pitch's page pick from these.
 */
export function fullPitches(data: Listing): ListedPitch[] {
  return data.investment_data.flatMap((section) => section.investments).filter((p) => !p.terms_hidden);
}

/** Signs in through the login form the page is showing. */
export async function fillLogin(page: Page, who: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until nothing on the page is loading, so checks see the real content. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Serious and critical WCAG 2.1 AA violations on what the page shows now (axeViolations). */
export function seriousViolations(page: Page): Promise<string[]> {
  return axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa']);
}

/**
 * Signs a demo account in through the API and stores the session where the app keeps it (§3 keys), so a
 * journey that is not about logging in does not spend its time on the form.
 */
export async function signInDemo(
  page: Page,
  request: APIRequestContext,
  who: { email: string; password: string },
) {
  const answer = await request.post('/api/doLogin', {
    headers: HEADERS,
    data: { ...who, auth_type: 'email' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, user_type, user_data } = (await answer.json()) as {
    token: string;
    user_type: string;
    user_data: object;
  };
  await page.goto('/404-blank-for-storage');
  await page.evaluate(
    ({ token, userType, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user_type', userType);
      localStorage.setItem('user', JSON.stringify({ ...user, user_type: userType }));
    },
    { token, userType: user_type, user: user_data },
  );
}
