import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The key playwright.config.ts gives the e2e server. */
const API_KEY = 'e2e-api-key';
const PASSWORD = 'Bridge@2024x';

async function call<T>(
  request: APIRequestContext,
  path: string,
  data: object = {},
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'x-api-key': API_KEY };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.post(`/api${path}`, { headers, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

interface Listed {
  _id: string;
}

async function first<T extends Listed>(list: T[] | undefined, what: string): Promise<T> {
  const item = list?.[0];
  expect(item, `the reference data has no ${what}`).toBeTruthy();
  return item as T;
}

/** The sign-up code the in-process mail catcher caught for `email` (newest first). */
async function signupCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const box = (await (await request.get('/dev/mailbox.json')).json()) as {
        messages: { to: string[]; text: string }[];
      };
      const mail = box.messages.find((m) => m.to.some((to) => to.includes(email)));
      code = mail?.text.match(/\b\d{4}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A session token for this person. */
  token: string;
  userType: 'investor';
}

/**
 * An investor with a complete profile, made through the public API exactly as the sign-up screens make
 * one: register, the e-mailed code, then the profile. Names carry a random tag, so searches find only them.
 */
/** The smallest real PNG (1x1): profile photos are checked by their bytes. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** `withPhoto`: a picture as well, which the funding page's lists ask of a profile without a long bio. */
export async function createInvestor(
  request: APIRequestContext,
  firstName: string,
  { withPhoto = false }: { withPhoto?: boolean } = {},
): Promise<Person> {
  const tag = randomUUID().slice(0, 8);
  const lastName = `Quillfeather${tag.replace(/\d/g, '')}`;
  const email = `investor-${tag}@e2e.angelbridge.test`;
  const { country_data } = await call<{ country_data: (Listed & { alpha_2: string; isd_code: string })[] }>(
    request,
    '/getCountries',
  );
  const canada = country_data.find((c) => c.alpha_2 === 'CA') ?? (await first(country_data, 'country'));
  const { states_data } = await call<{ states_data: Listed[] }>(request, '/state/getByCountryId', {
    country_id: canada._id,
  });
  const state = await first(states_data, 'state');
  const { city_data } = await call<{ city_data: Listed[] }>(request, '/city/getByStateId', {
    state_id: state._id,
  });
  const city = await first(city_data, 'city');
  const { projectType_data } = await call<{ projectType_data: Listed[] }>(request, '/getProjectType');
  const projectType = await first(projectType_data, 'project type');

  await call(request, '/doRegister', {
    first_name: firstName,
    last_name: lastName,
    email,
    mobile_number: '4165550199',
    country_id: canada._id,
    isd_code: canada.isd_code,
    password: PASSWORD,
    cPassword: PASSWORD,
    user_type: 'investor',
  });
  const otp = await signupCode(request, email);
  const verified = await call<{ token: string }>(request, '/otpVerify', {
    action: 'register',
    auth_type: 'email',
    email,
    otp,
    user_type: 'investor',
  });
  const response = await request.post('/api/completeProfile', {
    headers: { 'x-api-key': API_KEY, Authorization: `Bearer ${verified.token}` },
    multipart: {
      user_type: 'investor',
      // a bio of a paragraph: a profile substantial enough for the funding page's lists
      bio: `Angel investor ${firstName} ${lastName} backs early-stage founders in clean energy, from the first cheque to the first big customer, and sits on three boards.`,
      ...(withPhoto ? { picture: { name: 'photo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } } : {}),
      company_or_organization: `${lastName} Ventures`,
      linkedin_profile: `https://www.linkedin.com/in/${lastName.toLowerCase()}`,
      register_country: canada._id,
      register_state: state._id,
      register_city: city._id,
      investment_range: JSON.stringify({ min: 25000, max: 250000 }),
      desired_project: JSON.stringify([projectType._id]),
      expertise: JSON.stringify([projectType._id]),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const completed = (await response.json()) as { token: string; user_data: { _id: string } };
  return {
    id: completed.user_data._id,
    firstName,
    lastName,
    email,
    token: completed.token,
    userType: 'investor',
  };
}

/** Puts `person`'s session where the app keeps it (spec §3 storage keys), then opens `path`. */
/** The same person signed in once more: a session of its own, which a test may end without ending theirs. */
export async function anotherSession(request: APIRequestContext, person: Person): Promise<Person> {
  const login = await call<{ token: string }>(request, '/doLogin', {
    email: person.email,
    password: PASSWORD,
  });
  return { ...person, token: login.token };
}

export async function signInAs(page: Page, person: Person, path = '/'): Promise<void> {
  await page.goto('/404-blank-for-storage');
  await page.evaluate((p) => {
    localStorage.setItem('token', p.token);
    localStorage.setItem('user_type', p.userType);
    localStorage.setItem(
      'user',
      JSON.stringify({
        user_type: p.userType,
        first_name: p.firstName,
        last_name: p.lastName,
        email: p.email,
        photo: null,
      }),
    );
  }, person);
  await page.goto(path);
}
