/**
 * Test helpers for the pitch wizard: each step's fields exactly as spec §7 names them, sent as
 * multipart the way the web client and a curl user send them. Tests only.
 */
import { addPitches, type Endpoint, editPitches } from '@angelbridge/contracts';
import { expect } from 'vitest';
import { type FileField, multipart } from './accounts.js';
import type { TestApp } from './harness.js';
import type { Person } from './pitches.js';

export type { FileField } from './accounts.js';

/** A wizard step as multipart (see `multipart`), its lists repeating their field. */
export const send = (
  t: TestApp,
  endpoint: Endpoint,
  token: string | undefined,
  fields: Record<string, unknown>,
  files: Record<string, FileField> = {},
) => multipart(t, endpoint, fields, { token, files, lists: 'repeat' });

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
