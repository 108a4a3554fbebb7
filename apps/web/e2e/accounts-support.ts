import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';

/** The key the e2e server is started with (playwright.config.ts). */
const API_KEY = 'e2e-api-key';

export const PASSWORD = 'Str0ng!pass';

/** A new address per run and per test: the e2e database keeps earlier runs' accounts and demo data. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest one-time code mailed to `email` whose subject matches, read from the dev mailbox. */
export async function readCode(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get('/dev/mailbox.json');
        const { messages } = (await answer.json()) as { messages: CaughtMail[] };
        const mail = messages.find((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));
        code = mail?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

/** Codes already mailed to `email`, so a test can wait for a newer one. */
export async function countMails(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get('/dev/mailbox.json');
  const { messages } = (await answer.json()) as { messages: CaughtMail[] };
  return messages.filter((m) => m.to.includes(email.toLowerCase())).length;
}

export async function enterCode(page: Page, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await page.getByRole('textbox', { name: `Digit ${index + 1} of 4` }).fill(digit);
  }
}

/** Picks an option of a Mantine select by typing part of it. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  // Searchable selects narrow the list as one types; plain ones are read-only.
  if (typeof option === 'string' && (await box.isEditable())) await box.fill(option);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** Toggles a chip inside the labelled chip group. */
export async function toggleChip(page: Page, group: string, chip: string) {
  await page.getByRole('group', { name: group }).getByText(chip, { exact: true }).click();
}

/** A 1x1 PNG, enough for the server's byte check. */
export const PNG = {
  name: 'avatar.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A call to the e2e server's API, checked to succeed; multipart fields are text, lists and objects JSON. */
export async function api(
  request: APIRequestContext,
  path: string,
  data: object,
  token?: string,
  multipart = false,
) {
  const headers: Record<string, string> = { 'x-api-key': API_KEY };
  if (token) headers.Authorization = `Bearer ${token}`;
  // Multipart fields are text: lists and objects travel as JSON, as the web app sends them.
  const fields = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  const answer = await request.post(
    `/api${path}`,
    multipart ? { multipart: fields, headers } : { data, headers },
  );
  const json = await answer.json();
  expect(answer.ok(), `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json;
}

/** An account that signed up but never entered its code. */
export async function registerUnverified(request: APIRequestContext, email: string) {
  const { country_data } = await api(request, '/getCountries', {});
  const canada = country_data.find((c: { alpha_2: string }) => c.alpha_2 === 'CA');
  await api(request, '/doRegister', {
    first_name: 'Una',
    last_name: 'Verified',
    email,
    mobile_number: '4165550100',
    country_id: canada._id,
    isd_code: canada.isd_code,
    password: PASSWORD,
    cPassword: PASSWORD,
    user_type: 'investor',
  });
  return canada._id as string;
}

/** A verified investor with a complete profile, made through the API. */
export async function registerCompleteInvestor(request: APIRequestContext, email: string) {
  const countryId = await registerUnverified(request, email);
  const code = await readCode(request, email, /sign-up code/);
  const verified = await api(request, '/otpVerify', { action: 'register', email, otp: code });
  const { states_data } = await api(request, '/state/getByCountryId', { country_id: countryId });
  const { city_data } = await api(request, '/city/getByStateId', { state_id: states_data[0]._id });
  const { projectType_data } = await api(request, '/getProjectType', {});
  await api(
    request,
    '/completeProfile',
    {
      user_type: 'investor',
      bio: 'Backs early teams.',
      company_or_organization: 'Reset Capital',
      register_country: countryId,
      register_state: states_data[0]._id,
      register_city: city_data[0]._id,
      investment_range: { min: 1000, max: 50000 },
      desired_project: [projectType_data[0]._id],
      preferred_sectors: [],
      expertise: [projectType_data[0]._id],
    },
    verified.token,
    true,
  );
}

/** axe-core finds no serious or critical WCAG 2 A/AA violation on what the page shows now. */
export async function expectNoSeriousViolations(page: Page) {
  expect(await axeViolations(page, ['wcag2a', 'wcag2aa'])).toEqual([]);
}
