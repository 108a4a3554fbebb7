import { getFundRaiseData } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson } from '../../test/people.js';
import { insertPitch } from '../../test/pitches.js';

let t: TestApp;
/** Every e-mail address and phone number written in this file; none may come back. */
const secrets: string[] = [];
const hour = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);

const person = async (spec: Parameters<typeof insertPerson>[1]) => {
  const inserted = await insertPerson(t.db, spec);
  secrets.push(inserted.email, inserted.mobileNumber);
  return inserted.id;
};

let visibleId: string;
let hiddenId: string;
let draftId: string;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await person({
    firstName: 'Amara',
    lastName: 'Okafor',
    bio: 'Founder.',
    photo: '/uploads/amara.png',
    skills: ['Marketing'],
    newSkills: ['Heat pumps'],
    createdAt: at(5),
  });
  const team = [
    { name: 'Lee Chen', email: 'lee.chen@team-secret.test', mobileNumber: '4165550199' },
    { name: 'Sam Roy', email: 'sam.roy@team-secret.test', mobileNumber: '5145550123' },
  ];
  secrets.push(...team.flatMap((m) => [m.email, m.mobileNumber]));
  visibleId = await insertPitch(t.db, {
    ownerId: owner,
    name: 'HeatShift',
    projectType: 'Clean Energy',
    createdAt: at(2),
    team,
    documents: [
      { kind: 'pdf', url: '/uploads/deck.pdf' },
      { kind: 'png', url: '/uploads/cover.png' },
      { kind: 'jpg', url: '/uploads/second.jpg' },
    ],
  });
  hiddenId = await insertPitch(t.db, { ownerId: owner, name: 'Hidden Pitch', isHidden: true, team });
  draftId = await insertPitch(t.db, { ownerId: owner, name: 'Draft Pitch', draft: true, team });
  await insertPitch(t.db, { ownerId: owner, name: 'Older Pitch', createdAt: at(30) });
  const other = await person({ firstName: 'Bo', lastName: 'Lindqvist', photo: '/uploads/bo.png' });
  await insertPitch(t.db, { ownerId: other, name: 'Plain Pitch', createdAt: at(1) });

  await person({
    type: 'investor',
    firstName: 'Grace',
    lastName: 'Moreau',
    company: 'Granite Angels',
    expertise: ['Fintech'],
    desiredProjects: ['Technology', 'Fintech'],
    investment: { min: 10_000, max: 200_000 },
    country: 'FR',
    photo: '/uploads/grace.png',
    createdAt: at(1),
  });
  await person({
    type: 'investor',
    firstName: 'Half',
    lastName: 'Done',
    complete: false,
    createdAt: at(0.5),
  });
});
afterAll(() => t.close());

const fetchData = async () => {
  const res = await t.call(getFundRaiseData);
  expect(res.status).toBe(200);
  return { body: res.body, data: res.body.investment_data };
};

describe('/getFundRaiseData', () => {
  it('when pitches are hidden or drafts, then only visible, finished pitches come, the most complete first, one per owner', async () => {
    const { data } = await fetchData();
    const ids = data.pitch_data.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(hiddenId);
    expect(ids).not.toContain(draftId);
    // HeatShift (picture, team) beats the newer Plain Pitch; Amara's Older Pitch gives way to her best one
    expect(data.pitch_data.map((p: { title: string }) => p.title)).toEqual(['HeatShift', 'Plain Pitch']);
    expect(ids[0]).toBe(visibleId);
  });

  it('when a pitch has documents, then its card picture is the first image, not the PDF', async () => {
    const { data } = await fetchData();
    expect(data.pitch_data[0]).toMatchObject({
      _id: visibleId,
      id: visibleId,
      title: 'HeatShift',
      description: 'HeatShift in one line.',
      feat: ['First highlight', 'Second highlight'],
      name_of_pitch: 'HeatShift',
      img: '/uploads/cover.png',
      project_type: { title: 'Clean Energy' },
      target: 500_000,
      min_per_investor: 10_000,
      funding_raised: 120_000,
    });
    expect(data.pitch_data[1].img).toBeNull();
  });

  it('when a founder card is listed, then it carries the skills (listed, then their own words)', async () => {
    const { data } = await fetchData();
    const amara = data.scout_data.find((p: { first_name: string }) => p.first_name === 'Amara');
    expect(amara.skills).toEqual(['Marketing', 'Heat pumps']);
  });

  it('when an account has no photo and a one-line bio, then it does not make the front page', async () => {
    const lurker = await person({ type: 'investor', firstName: 'Newest', lastName: 'Lurker', bio: 'Hi.' });
    const writer = await person({
      type: 'investor',
      firstName: 'Long',
      lastName: 'Story',
      bio: 'Twenty years in industrial automation, first as an engineer and then as an operator; I now back founders who make factories cleaner.',
    });
    const { data } = await fetchData();
    const ids = data.investor_data.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(lurker);
    expect(ids).toContain(writer);
  });

  it('when a newer profile is sparser, then the more complete one comes first, not the newest sign-up', async () => {
    const { data } = await fetchData();
    // Grace: photo, company, expertise, range. Long Story: no photo. Newer, sparser profiles rank lower.
    expect(data.investor_data[0].first_name).toBe('Grace');
  });

  it('when people are listed, then investors with complete profiles carry country and range, entrepreneurs are the scout list', async () => {
    const { data } = await fetchData();
    expect(data.investor_data.map((p: { first_name: string }) => p.first_name)).not.toContain('Half');
    expect(data.investor_data[0]).toMatchObject({
      type: 'investor',
      first_name: 'Grace',
      country_id: { name: 'France' },
      investment_range: { min: 10_000, max: 200_000 },
      company_or_organization: 'Granite Angels',
      expertise: [{ title: 'Fintech' }],
      intermediate_project_type: ['Technology', 'Fintech'],
      professional_experience: null,
      years_on_angelbridge: 0,
    });
    expect(data.scout_data.map((p: { first_name: string }) => p.first_name)).toEqual(['Amara', 'Bo']);
    expect(data.scout_data[0]).toMatchObject({ type: 'entrepreneur', investment_range: null });
  });

  it('when the answer is read whole, then no e-mail address or phone number is anywhere in it', async () => {
    const { body } = await fetchData();
    const json = JSON.stringify(body);
    for (const secret of secrets) expect(json).not.toContain(secret);
    expect(json).not.toMatch(/"(email|mobile_number|isd_code|team|password_hash)"/);
  });

  it('when there are many, then each list stops at 12; among equally complete profiles the most recently active come first', async () => {
    for (let i = 0; i < 14; i += 1) {
      await person({
        type: 'investor',
        firstName: `Investor${i}`,
        lastName: 'Bulk',
        photo: '/uploads/bulk.png',
        createdAt: at(100 + i),
      });
    }
    const { data } = await fetchData();
    expect(data.investor_data).toHaveLength(12);
    expect(data.investor_data[0].first_name).toBe('Grace');
    const bulk = data.investor_data.filter((p: { last_name: string }) => p.last_name === 'Bulk');
    expect(bulk[0].first_name).toBe('Investor0');
    const names = new Set(data.investor_data.map((p: { _id: string }) => p._id));
    expect(names.size).toBe(12);
  });
});
