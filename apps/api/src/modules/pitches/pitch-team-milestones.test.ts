import {
  deletePitchMilestone,
  deletePitchTeam,
  editPitches,
  getPitchesById,
  messages as m,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { openOwnerScene } from '../../test/pitch-owner.js';
import {
  detailsFields,
  milestoneFields,
  saveStep,
  send,
  startPitch,
  teamFields,
} from '../../test/pitch-steps.js';
import { aDraftPitch, pdfBytes, pngBytes } from '../../test/pitches.js';

// The wizard's later steps (team, milestones) and the draft flag they decide.
const { t, owner, technology, errorsOf } = await openOwnerScene();

describe('team', () => {
  it('when a member is added with a photo and edited by team_id, then the list shows the change', async () => {
    const id = await startPitch(t, owner, technology);
    const added = await saveStep(t, owner, teamFields(id), {
      photo: { buffer: pngBytes(), name: 'charles.png' },
    });
    expect(added.team).toHaveLength(1);
    const member = added.team[0];
    expect(member).toMatchObject({
      name: 'Charles Babbage',
      email: 'charles@example.com',
      position: 'CTO',
      bio: 'Inventor.',
    });
    expect(member.photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const edited = await saveStep(t, owner, {
      ...teamFields(id),
      team_id: member._id,
      position: 'CEO',
      linkedin_profile: '-',
    });
    expect(edited.team).toHaveLength(1);
    expect(edited.team[0]).toMatchObject({
      _id: member._id,
      position: 'CEO',
      linkedin_profile: '',
      photo: member.photo,
    });

    const second = await saveStep(t, owner, { ...teamFields(id), name: 'Ada Lovelace' });
    expect(second.team.map((x: { name: string }) => x.name)).toEqual(['Charles Babbage', 'Ada Lovelace']);
  });

  it("when fields are missing or wrong, then each has the spec's message", async () => {
    const id = await startPitch(t, owner, technology);
    expect(
      await errorsOf({
        action: 'team_details',
        pitch_id: id,
        name: '',
        email: '',
        mobile_number: '',
        position: '',
        bio: '',
      }),
    ).toEqual({
      name: m.teamMember.nameRequired,
      email: m.teamMember.emailRequired,
      mobile_number: m.teamMember.mobileRequired,
      position: m.teamMember.positionRequired,
      bio: m.teamMember.bioRequired,
    });
    const wrong = await errorsOf({
      ...teamFields(id),
      email: 'not-an-email',
      mobile_number: '12345678901234567',
      linkedin_profile: 'https://example.com/me',
    });
    expect(wrong.email).toBe(m.teamMember.emailInvalid);
    expect(wrong.mobile_number).toBe(m.teamMember.mobileInvalid);
    expect(wrong.linkedin_profile).toBeDefined();
    expect((await errorsOf({ ...teamFields(id), mobile_number: '416-555' })).mobile_number).toBe(
      m.teamMember.mobileInvalid,
    );
  });

  it('when team_id is not a member of this pitch, then 404 and nothing changes', async () => {
    const id = await startPitch(t, owner, technology);
    const other = await startPitch(t, owner, technology);
    const member = (await saveStep(t, owner, teamFields(other))).team[0];
    const res = await send(t, editPitches, owner.token, {
      ...teamFields(id),
      team_id: member._id,
      name: 'Hijack',
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.server.teamMemberNotFound);
    const read = await t.call(getPitchesById, { pitch_id: other }, { token: owner.token });
    expect(read.body.pitch_data.team[0].name).toBe('Charles Babbage');
  });

  it('when a member is deleted, then the list no longer has them', async () => {
    const id = await startPitch(t, owner, technology);
    const member = (await saveStep(t, owner, teamFields(id))).team[0];
    const res = await t.call(deletePitchTeam, { pitch_id: id, team_id: member._id }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: m.dialogs.teamMemberDeleted });
    const again = await t.call(
      deletePitchTeam,
      { pitch_id: id, team_id: member._id },
      { token: owner.token },
    );
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(m.server.teamMemberNotFound);
  });
});

describe('milestones', () => {
  it('when added and edited by milestone_id, then the list shows them by date', async () => {
    const id = await startPitch(t, owner, technology);
    const first = await saveStep(t, owner, milestoneFields(id));
    const stone = first.project_milestones[0];
    expect(stone).toMatchObject({
      milestone_name: 'Prototype',
      description: 'First working mill.',
      target_date: '2030-03-31',
    });
    await saveStep(t, owner, {
      ...milestoneFields(id),
      milestone_name: 'Seed round',
      target_date: '2029-01-15',
    });
    const edited = await saveStep(t, owner, {
      ...milestoneFields(id),
      milestone_id: stone._id,
      description: 'Brass and steam.',
    });
    expect(edited.project_milestones.map((x: { milestone_name: string }) => x.milestone_name)).toEqual([
      'Seed round',
      'Prototype',
    ]);
    expect(edited.project_milestones[1].description).toBe('Brass and steam.');
  });

  it("when fields are missing, then each has the spec's message", async () => {
    const id = await startPitch(t, owner, technology);
    expect(
      await errorsOf({
        action: 'milestones',
        pitch_id: id,
        milestone_name: '',
        description: '',
        target_date: '',
      }),
    ).toEqual({
      milestone_name: m.milestones.nameRequired,
      description: m.milestones.descriptionRequired,
      target_date: m.milestones.targetDateRequired,
    });
    expect((await errorsOf({ ...milestoneFields(id), target_date: '2030-02-31' })).target_date).toBe(
      m.milestones.targetDateInvalid,
    );
  });

  it('when a milestone is deleted, then it is gone; a milestone of another pitch is not found', async () => {
    const id = await startPitch(t, owner, technology);
    const other = await startPitch(t, owner, technology);
    const stone = (await saveStep(t, owner, milestoneFields(id))).project_milestones[0];
    const wrongPitch = await t.call(
      deletePitchMilestone,
      { pitch_id: other, milestone_id: stone._id },
      { token: owner.token },
    );
    expect(wrongPitch.status).toBe(404);
    expect(wrongPitch.body.message).toBe(m.server.milestoneNotFound);
    const wrongEdit = await send(t, editPitches, owner.token, {
      ...milestoneFields(other),
      milestone_id: stone._id,
    });
    expect(wrongEdit.status).toBe(404);
    const res = await t.call(
      deletePitchMilestone,
      { pitch_id: id, milestone_id: stone._id },
      { token: owner.token },
    );
    expect(res.body).toEqual({ success: true, message: m.dialogs.milestoneDeleted });
    const read = await t.call(getPitchesById, { pitch_id: id }, { token: owner.token });
    expect(read.body.pitch_data.project_milestones).toEqual([]);
  });
});

describe('the draft flag', () => {
  it('when every step has something saved, then the pitch is no draft; removing the last member or milestone makes it one again', async () => {
    const id = await startPitch(t, owner, technology);
    await saveStep(t, owner, detailsFields(id));
    const withTeam = await saveStep(t, owner, teamFields(id));
    const withDocs = await saveStep(
      t,
      owner,
      { action: 'document', pitch_id: id },
      { 'document[0]': { buffer: pdfBytes(), name: 'deck.pdf' } },
    );
    expect(withDocs.draft).toBe(true);
    const done = await saveStep(t, owner, milestoneFields(id));
    expect(done.draft).toBe(false);

    await t
      .call(deletePitchTeam, { pitch_id: id, team_id: withTeam.team[0]._id }, { token: owner.token })
      .expect(200);
    expect(
      (await t.call(getPitchesById, { pitch_id: id }, { token: owner.token })).body.pitch_data.draft,
    ).toBe(true);
    expect((await saveStep(t, owner, teamFields(id))).draft).toBe(false);

    await t
      .call(
        deletePitchMilestone,
        { pitch_id: id, milestone_id: done.project_milestones[0]._id },
        { token: owner.token },
      )
      .expect(200);
    expect(
      (await t.call(getPitchesById, { pitch_id: id }, { token: owner.token })).body.pitch_data.draft,
    ).toBe(true);
  });

  it('when steps are saved out of order, then the pitch is finished only once the last part arrives', async () => {
    const id = await aDraftPitch(t, owner);
    await saveStep(t, owner, milestoneFields(id));
    await saveStep(t, owner, teamFields(id));
    await saveStep(
      t,
      owner,
      { action: 'document', pitch_id: id },
      { document: { buffer: pngBytes(), name: 'cover.png' } },
    );
    expect(
      (await t.call(getPitchesById, { pitch_id: id }, { token: owner.token })).body.pitch_data.draft,
    ).toBe(true);
    expect((await saveStep(t, owner, detailsFields(id))).draft).toBe(false);
  });
});
