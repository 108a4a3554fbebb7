import { addPitches, getPitchesById, messages as m } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { openOwnerScene } from '../../test/pitch-owner.js';
import { detailsFields, overviewFields, saveStep, send, startPitch } from '../../test/pitch-steps.js';
import { projectTypeId } from '../../test/pitches.js';

// The wizard's first steps: the overview and the pitch details.
const { t, owner, technology, errorsOf } = await openOwnerScene();

describe('overview', () => {
  it('when sent without pitch_id, then a draft is created and its id returned', async () => {
    const res = await send(t, addPitches, owner.token, overviewFields(technology));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: m.server.pitchSaved });
    const pitch = res.body.pitch_data;
    expect(pitch).toMatchObject({
      name_of_company: 'Ada Labs',
      name_of_pitch: 'Analytical Engine',
      highlight: ['First programmable machine', 'Punched cards'],
      project_type: { _id: technology, title: 'Technology' },
      other_name: null,
      draft: true,
      is_hidden: false,
      target: 0,
      min_per_investor: 0,
      team: [],
      document: [],
      project_milestones: [],
    });
    expect(pitch.id).toBe(pitch._id);
    const read = await t.call(getPitchesById, { pitch_id: pitch._id }, { token: owner.token });
    expect(read.body.pitch_data.name_of_pitch).toBe('Analytical Engine');
  });

  it('when sent with pitch_id, then that pitch is updated, not a new one made', async () => {
    const id = await startPitch(t, owner, technology);
    const updated = await saveStep(t, owner, {
      ...overviewFields(technology),
      pitch_id: id,
      location: 'Ottawa',
    });
    expect(updated._id).toBe(id);
    expect(updated.location).toBe('Ottawa');
    const viaAdd = await saveStep(
      t,
      owner,
      { ...overviewFields(technology), pitch_id: id, location: 'Halifax' },
      {},
      addPitches,
    );
    expect(viaAdd._id).toBe(id);
    expect(viaAdd.location).toBe('Halifax');
  });

  it("when the type is 'Others', then other_name is kept; another type empties it", async () => {
    const others = await projectTypeId(t, 'Others');
    const id = await startPitch(t, owner, technology);
    const kept = await saveStep(t, owner, {
      ...overviewFields(others),
      pitch_id: id,
      other_name: 'Space mining',
    });
    expect(kept.other_name).toBe('Space mining');
    const cleared = await saveStep(t, owner, {
      ...overviewFields(technology),
      pitch_id: id,
      other_name: 'Space mining',
    });
    expect(cleared.other_name).toBeNull();
  });

  it("when a field is missing, then the spec's message names it and nothing is saved", async () => {
    const empty = {
      action: 'overview',
      name_of_company: '',
      location: ' ',
      name_of_pitch: '',
      short_summary: '',
      highlight: '',
      project_type: '',
    };
    expect(await errorsOf(empty, addPitches)).toEqual({
      name_of_company: m.overview.nameOfCompanyRequired,
      location: m.overview.locationRequired,
      name_of_pitch: m.overview.nameOfPitchRequired,
      short_summary: m.overview.shortSummaryRequired,
      highlight: m.overview.highlightRequired,
      project_type: m.overview.projectTypeRequired,
    });
    const list = await send(t, addPitches, owner.token, { action: 'overview' });
    expect(list.status).toBe(400);
  });

  it('when highlights come as indexed fields, as JSON text or as one line, then each is read as a list', async () => {
    const { highlight: _, ...rest } = overviewFields(technology);
    const indexed = await saveStep(
      t,
      owner,
      { ...rest, 'highlight[0]': 'One', 'highlight[1]': 'Two' },
      {},
      addPitches,
    );
    expect(indexed.highlight).toEqual(['One', 'Two']);
    const json = await saveStep(t, owner, { ...rest, highlight: '["Three","Four"]' }, {}, addPitches);
    expect(json.highlight).toEqual(['Three', 'Four']);
    const single = await saveStep(t, owner, { ...rest, highlight: 'Five' }, {}, addPitches);
    expect(single.highlight).toEqual(['Five']);
  });

  it('when the project type is in no list, then it is refused', async () => {
    const errors = await errorsOf({ ...overviewFields('00000000-0000-4000-8000-000000000000') }, addPitches);
    expect(errors).toEqual({ project_type: 'Invalid project type.' });
  });

  it('when the action is unknown, then the answer says which actions exist', async () => {
    const res = await send(t, addPitches, owner.token, { action: 'launch' });
    expect(res.status).toBe(400);
    expect(res.body.errors.action).toMatch(/overview, pitch_details, team_details, document, milestones/);
  });
});

describe('pitch details', () => {
  it('when valid, then they are saved as numbers', async () => {
    const id = await startPitch(t, owner, technology);
    const pitch = await saveStep(t, owner, detailsFields(id));
    expect(pitch).toMatchObject({
      wow_factor: 'It computes.',
      why_invent: 'A huge market.',
      target: 100000,
      min_per_investor: 500,
      draft: true,
    });
  });

  it("when fields are missing or zero, then each has the spec's message", async () => {
    const id = await startPitch(t, owner, technology);
    expect(
      await errorsOf({
        action: 'pitch_details',
        pitch_id: id,
        wow_factor: '',
        why_invent: '',
        target: '0',
        min_per_investor: '',
      }),
    ).toEqual({
      wow_factor: m.pitchDetails.wowFactorRequired,
      why_invent: m.pitchDetails.whyInventRequired,
      target: m.pitchDetails.targetRequired,
      min_per_investor: m.pitchDetails.minPerInvestorRequired,
    });
  });

  it('when the minimum per investor is above the target, then it is refused with the spec words', async () => {
    const id = await startPitch(t, owner, technology);
    expect(await errorsOf({ ...detailsFields(id), target: '1000', min_per_investor: '1001' })).toEqual({
      min_per_investor: m.pitchDetails.minAboveTarget,
    });
    const read = await t.call(getPitchesById, { pitch_id: id }, { token: owner.token });
    expect(read.body.pitch_data.target).toBe(0);
    await saveStep(t, owner, { ...detailsFields(id), target: '1000', min_per_investor: '1000' });
  });

  it('when an amount is not a whole number, then it is refused', async () => {
    const id = await startPitch(t, owner, technology);
    expect(await errorsOf({ ...detailsFields(id), target: '12.5' })).toEqual({
      target: m.pitchDetails.amountInvalid,
    });
    expect((await errorsOf({ ...detailsFields(id), target: 'lots' })).target).toBe(
      m.pitchDetails.targetRequired,
    );
  });
});
