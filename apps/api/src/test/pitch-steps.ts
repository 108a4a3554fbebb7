/**
 * Test helpers for the pitch wizard: each step's fields exactly as spec §7 names them, sent as
 * multipart the way the web client and a curl user send them. Tests only.
 */
import { addPitches, type Endpoint, editPitches } from '@angelbridge/contracts';
import { expect } from 'vitest';
import { TEST_API_KEY, type TestApp } from './harness.js';
import type { Person } from './pitches.js';

export interface FileField {
  buffer: Buffer;
  name: string;
}

/** A multipart call; `files` maps a field name (`photo`, `document[0]`) to one file. Lists repeat the field. */
export function send(
  t: TestApp,
  endpoint: Endpoint,
  token: string | undefined,
  fields: Record<string, unknown>,
  files: Record<string, FileField> = {},
) {
  let request = t.http.post(`/api${endpoint.path}`).set('x-api-key', TEST_API_KEY);
  if (token) request = request.set('Authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) request = request.field(key, String(item));
  }
  for (const [field, file] of Object.entries(files)) request = request.attach(field, file.buffer, file.name);
  if (Object.keys(fields).length === 0 && Object.keys(files).length === 0) request = request.field('_', '');
  return request;
}

export const overviewFields = (projectType: string) => ({
  action: 'overview',
  name_of_company: 'Ada Labs',
  location: 'Toronto, Ontario',
  name_of_pitch: 'Analytical Engine',
  short_summary: 'A general-purpose computer.',
  highlight: ['First programmable machine', 'Punched cards'],
  project_type: projectType,
  other_name: '',
});

export const detailsFields = (pitchId: string) => ({
  action: 'pitch_details',
  pitch_id: pitchId,
  wow_factor: 'It computes.',
  why_invent: 'A huge market.',
  target: '100000',
  min_per_investor: '500',
});

export const teamFields = (pitchId: string) => ({
  action: 'team_details',
  pitch_id: pitchId,
  name: 'Charles Babbage',
  email: 'charles@example.com',
  mobile_number: '+447700900123',
  position: 'CTO',
  linkedin_profile: 'https://www.linkedin.com/in/charles-babbage',
  bio: 'Inventor.',
});

export const milestoneFields = (pitchId: string) => ({
  action: 'milestones',
  pitch_id: pitchId,
  milestone_name: 'Prototype',
  description: 'First working mill.',
  target_date: '2030-03-31',
});

/** Saves a step and expects success; returns the answer's pitch_data. */
export async function saveStep(
  t: TestApp,
  owner: Person,
  fields: Record<string, unknown>,
  files: Record<string, FileField> = {},
  endpoint: Endpoint = editPitches,
) {
  const res = await send(t, endpoint, owner.token, fields, files);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.pitch_data;
}

/** A new pitch through /addPitches' overview; returns its id. */
export async function startPitch(t: TestApp, owner: Person, projectType: string): Promise<string> {
  const pitch = await saveStep(t, owner, overviewFields(projectType), {}, addPitches);
  return pitch._id as string;
}
