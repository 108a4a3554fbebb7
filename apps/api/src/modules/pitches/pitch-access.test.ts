import {
  addPitches,
  deletePitches,
  deletePitchMilestone,
  deletePitchTeam,
  type Endpoint,
  editPitches,
  getPitches,
  getPitchesById,
  hidePitches,
  messages as m,
} from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { detailsFields, milestoneFields, overviewFields, send, teamFields } from '../../test/pitch-steps.js';
import {
  aDraftPitch,
  anEntrepreneur,
  anInvestor,
  aPublishedPitch,
  type Person,
  pdfBytes,
  pngBytes,
  projectTypeId,
} from '../../test/pitches.js';

let t: TestApp;
let owner: Person;
let stranger: Person;
let investor: Person;
let pitchId: string;
let teamId: string;
let milestoneId: string;
let technology: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startTestApp();
  [owner, stranger, investor] = [
    await anEntrepreneur(t),
    await anEntrepreneur(t, 'Sam'),
    await anInvestor(t),
  ];
  technology = await projectTypeId(t);
  pitchId = await aPublishedPitch(t, owner, { name: 'Owned' });
  const pitch = (await t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token })).body.pitch_data;
  teamId = pitch.team[0]._id;
  milestoneId = pitch.project_milestones[0]._id;
});
afterAll(() => t.close());

type Call = { name: string; run: (token: string | undefined, pitch: string) => ReturnType<TestApp['call']> };

/** Every pitch call with a valid body for `pitch`, as JSON or multipart as the contract says. */
const calls = (): Call[] => {
  const json = (endpoint: Endpoint, body: (pitch: string) => object) => ({
    name: endpoint.path,
    run: (token: string | undefined, pitch: string) => t.call(endpoint, body(pitch), { token }),
  });
  const step = (
    label: string,
    endpoint: Endpoint,
    fields: (pitch: string) => Record<string, unknown>,
    files = {},
  ) => ({
    name: `${endpoint.path} ${label}`,
    run: (token: string | undefined, pitch: string) => send(t, endpoint, token, fields(pitch), files),
  });
  return [
    json(getPitchesById, (pitch) => ({ pitch_id: pitch })),
    json(deletePitches, (pitch) => ({ pitch_id: pitch })),
    json(hidePitches, (pitch) => ({ pitch_id: pitch, value: true })),
    json(deletePitchTeam, (pitch) => ({ pitch_id: pitch, team_id: teamId })),
    json(deletePitchMilestone, (pitch) => ({ pitch_id: pitch, milestone_id: milestoneId })),
    step('overview', addPitches, (pitch) => ({ ...overviewFields(technology), pitch_id: pitch })),
    step('overview', editPitches, (pitch) => ({ ...overviewFields(technology), pitch_id: pitch })),
    step('pitch_details', editPitches, detailsFields),
    step('team_details', addPitches, teamFields, { photo: { buffer: pngBytes(), name: 'a.png' } }),
    step('team_details edit', editPitches, (pitch) => ({ ...teamFields(pitch), team_id: teamId })),
    step('document', editPitches, (pitch) => ({ action: 'document', pitch_id: pitch }), {
      'document[0]': { buffer: pdfBytes(), name: 'a.pdf' },
    }),
    step('milestones', editPitches, milestoneFields),
    step('milestones edit', editPitches, (pitch) => ({
      ...milestoneFields(pitch),
      milestone_id: milestoneId,
    })),
  ];
};

describe("someone else's pitch", () => {
  it.each(calls().map((c) => [c.name, c] as const))(
    'when another entrepreneur calls %s, then the answer is the one for a pitch that does not exist',
    async (_name, call) => {
      const theirs = await call.run(stranger.token, pitchId);
      const missing = await call.run(stranger.token, MISSING);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ success: false, message: m.server.pitchNotFound });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(theirs.body);
    },
  );

  it('when every call was tried by others, then the pitch is exactly as before', async () => {
    const pitch = (await t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token })).body
      .pitch_data;
    expect(pitch).toMatchObject({ name_of_pitch: 'Owned', is_hidden: false, draft: false });
    expect(pitch.team).toHaveLength(1);
    expect(pitch.document).toHaveLength(2);
    expect(pitch.project_milestones).toHaveLength(1);
  });
});

describe('who may call', () => {
  it.each([
    ...calls().map((c) => [c.name, c] as const),
    [
      getPitches.path,
      { name: '', run: (token: string | undefined) => t.call(getPitches, {}, { token }) },
    ] as const,
  ])('when an investor calls %s, then 403; a guest gets 401', async (_name, call) => {
    const asInvestor = await call.run(investor.token, pitchId);
    expect(asInvestor.status).toBe(403);
    expect(asInvestor.body.message).toBe(m.server.forbidden);
    const asGuest = await call.run(undefined, pitchId);
    expect(asGuest.status).toBe(401);
  });
});

describe('/getPitches', () => {
  it('when an entrepreneur asks, then they get only their own pitches, newest first, drafts and hidden ones included', async () => {
    const me = await anEntrepreneur(t, 'Lin');
    const older = await aPublishedPitch(t, me, { name: 'Older', createdAt: new Date('2024-01-01') });
    const hidden = await aPublishedPitch(t, me, {
      name: 'Hidden',
      isHidden: true,
      createdAt: new Date('2024-06-01'),
    });
    const draft = await aDraftPitch(t, me, { name: 'Draft', createdAt: new Date('2025-01-01') });
    await aPublishedPitch(t, stranger, { name: 'Not mine' });
    const res = await t.call(getPitches, {}, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.pitch_data.map((p: { _id: string }) => p._id)).toEqual([draft, hidden, older]);
    expect(
      res.body.pitch_data.map((p: { draft: boolean; is_hidden: boolean }) => [p.draft, p.is_hidden]),
    ).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    // the owner's view carries the team's contact data
    expect(res.body.pitch_data[1].team[0].email).toMatch(/@team\.example\.test$/);
  });

  it('when an entrepreneur has no pitches, then the list is empty', async () => {
    const fresh = await anEntrepreneur(t, 'New');
    const res = await t.call(getPitches, {}, { token: fresh.token });
    expect(res.body).toEqual({ success: true, message: 'OK', pitch_data: [] });
  });
});
