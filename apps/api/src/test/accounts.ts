/**
 * Test helpers for anything that needs people: signing up through the real calls, reading codes from
 * the caught mail, completing profiles. Tests only; nothing in the app imports this file.
 */
import {
  completeProfile,
  doRegister,
  type Endpoint,
  getAlmaMater,
  getArcheType,
  getBusinessType,
  getCitiesByStateId,
  getCountries,
  getPreferredSector,
  getProjectType,
  getSkill,
  getStatesByCountryId,
  otpVerify,
  type UserType,
} from '@angelbridge/contracts';
import { afterAll, expect } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from './harness.js';
import { queuedMailSent } from './wait.js';

export const PASSWORD = 'Passw0rd!';

/**
 * The app of one test file, on its own fresh database, with the ids of the seeded reference lists.
 * Await it at the top of the file; it closes the app after the file's tests.
 */
export async function openTestApp(): Promise<{ t: TestApp; ref: Reference }> {
  const t = await startTestApp();
  afterAll(() => t.close());
  const ref = await loadReference(t);
  return { t, ref };
}

/** 1x1 PNG and JPEG headers: enough bytes for the type check. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
export const JPG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex');

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/**
 * The id of the newest caught mail once every queued mail has gone out; pass it as `since` to wait for
 * the next one (a mail of an earlier step still on its way would otherwise count as the next).
 */
export async function lastMailId(t: TestApp): Promise<number> {
  await queuedMailSent(t.db);
  return t.mail.messages()[0]?.id ?? 0;
}

/**
 * Lets queued mail arrive, so a check that nothing was sent cannot pass merely because it looked too
 * early: the queue's worker marks a mail done only after the catcher took it.
 */
export async function settleMail(t: TestApp): Promise<void> {
  await queuedMailSent(t.db);
}

/** The code of a code mail: the first 4-digit number of its text. */
export async function codeFor(t: TestApp, email: string, since: number): Promise<string> {
  const mail = await t.mail.waitFor(email, { since });
  const code = mail.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`No code in the mail to ${email}: ${mail.text}`);
  return code;
}

/** The token of the link in a code mail (`…/verify#token=…`). */
export async function linkTokenFor(t: TestApp, email: string, since: number): Promise<string> {
  const mail = await t.mail.waitFor(email, { since });
  const token = mail.text.match(/\/verify#token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No link in the mail to ${email}: ${mail.text}`);
  return token;
}

export interface FileField {
  buffer: Buffer;
  name: string;
}

/**
 * A multipart call: lists and objects go as JSON text, as the web client sends them, or with
 * `lists: 'repeat'` a list repeats its field, as a curl user sends them. `files` maps a field name
 * (`photo`, `document[0]`) to one file.
 */
export function multipart(
  t: Pick<TestApp, 'http'>,
  endpoint: Endpoint,
  fields: Record<string, unknown>,
  options: { token?: string | undefined; files?: Record<string, FileField>; lists?: 'json' | 'repeat' } = {},
) {
  const files = options.files ?? {};
  let request = t.http.post(`/api${endpoint.path}`).set('x-api-key', TEST_API_KEY);
  if (options.token) request = request.set('Authorization', `Bearer ${options.token}`);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) && options.lists === 'repeat' ? value : [value];
    for (const item of items) {
      request = request.field(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  for (const [field, file] of Object.entries(files)) request = request.attach(field, file.buffer, file.name);
  // supertest sends urlencoded without a field; an empty form must still be multipart
  if (Object.keys(fields).length === 0 && Object.keys(files).length === 0) request = request.field('_', '');
  return request;
}

export interface Reference {
  canada: { _id: string; isd_code: string };
  ontario: string;
  toronto: string;
  quebec: string;
  montreal: string;
  skills: string[];
  projectTypes: string[];
  archeType: string;
  almaMater: string;
  businessType: string;
  sectors: string[];
}

/** Ids of the seeded reference lists, read through the public calls. */
export async function loadReference(t: Pick<TestApp, 'call'>): Promise<Reference> {
  const countries = (await t.call(getCountries)).body.country_data as {
    _id: string;
    alpha_2: string;
    isd_code: string;
  }[];
  const canada = countries.find((c) => c.alpha_2 === 'CA');
  if (!canada) throw new Error('Canada is not seeded');
  const states = (await t.call(getStatesByCountryId, { country_id: canada._id })).body.states_data as Named[];
  const ontario = byName(states, 'Ontario');
  const quebec = byName(states, 'Quebec');
  const cities = async (stateId: string) =>
    (await t.call(getCitiesByStateId, { state_id: stateId })).body.city_data as Named[];
  const ids = async (endpoint: Endpoint, key: string) =>
    ((await t.call(endpoint)).body[key] as { _id: string }[]).map((item) => item._id);
  return {
    canada,
    ontario,
    toronto: byName(await cities(ontario), 'Toronto'),
    quebec,
    montreal: byName(await cities(quebec), 'Montréal', 'Montreal'),
    skills: await ids(getSkill, 'skill_data'),
    projectTypes: await ids(getProjectType, 'projectType_data'),
    archeType: (await ids(getArcheType, 'archeType_data'))[0] ?? '',
    almaMater: (await ids(getAlmaMater, 'almaMater_data'))[0] ?? '',
    businessType: (await ids(getBusinessType, 'business_data'))[0] ?? '',
    sectors: await ids(getPreferredSector, 'preferred_Sector_data'),
  };
}

interface Named {
  _id: string;
  name: string;
}

function byName(list: Named[], ...names: string[]): string {
  const found = list.find((item) => names.includes(item.name));
  if (!found) throw new Error(`None of ${names.join(', ')} in the list`);
  return found._id;
}

export function registration(ref: Reference, userType: UserType, email: string) {
  return {
    first_name: 'Ada',
    last_name: userType === 'investor' ? 'Investor' : 'Founder',
    email,
    mobile_number: '4165550100',
    country_id: ref.canada._id,
    isd_code: ref.canada.isd_code,
    password: PASSWORD,
    cPassword: PASSWORD,
    user_type: userType,
  };
}

/** Every field of the entrepreneur completion form, valid. */
export function entrepreneurForm(ref: Reference) {
  return {
    user_type: 'entrepreneur',
    register_country: ref.canada._id,
    register_state: ref.ontario,
    register_city: ref.toronto,
    linkedin_profile: 'https://www.linkedin.com/in/ada-founder',
    arche_type: ref.archeType,
    professional_experience: '7',
    certification: 'PMP',
    skills: ref.skills.slice(0, 2),
    new_skills: ['Growth hacking'],
    type_business: ref.businessType,
    alma_master: ref.almaMater,
    desired_project: ref.projectTypes.slice(0, 2),
    your_achievement: 'Ship a product people love',
    bio: 'I build companies that last.',
  };
}

/** A valid entrepreneur edit: the completion form with new names, and `changes` on top. */
export function entrepreneurEdit(ref: Reference, changes: Record<string, unknown> = {}) {
  return { ...entrepreneurForm(ref), first_name: 'Grace', last_name: 'Hopper', ...changes };
}

/** Every field of the investor completion form, valid. */
export function investorForm(ref: Reference) {
  return {
    user_type: 'investor',
    bio: 'Angel investor in early-stage software.',
    company_or_organization: 'Maple Angels',
    linkedin_profile: '',
    register_country: ref.canada._id,
    register_state: ref.ontario,
    register_city: ref.toronto,
    investment_range: { min: 1000, max: 50000 },
    desired_project: ref.projectTypes.slice(0, 1),
    preferred_sectors: ref.sectors.slice(0, 2),
    expertise: ref.projectTypes.slice(1, 3),
  };
}

export interface SignedUp {
  userId: string;
  email: string;
  /** The completion token the sign-up code gave. */
  completionToken: string;
}

/** /doRegister, then the code from the caught mail through /otpVerify. */
export async function signUpAndVerify(
  t: TestApp,
  ref: Reference,
  userType: UserType,
  email = uniqueEmail(userType),
) {
  const since = await lastMailId(t);
  const registered = await t.call(doRegister, registration(ref, userType, email));
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const otp = await codeFor(t, email, since);
  const verified = await t.call(otpVerify, { action: 'register', email, otp });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { userId: registered.body.user_id as string, email, completionToken: verified.body.token as string };
}

/** A person with a finished profile and a session token. */
export async function signedInUser(t: TestApp, ref: Reference, userType: UserType, email?: string) {
  const person = await signUpAndVerify(t, ref, userType, email);
  const form = userType === 'entrepreneur' ? entrepreneurForm(ref) : investorForm(ref);
  const done = await multipart(t, completeProfile, form, { token: person.completionToken });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { ...person, token: done.body.token as string };
}
