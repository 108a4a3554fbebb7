import { messages, type Pitch } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { canReach, firstIncompleteStep, planMove, STEP } from './steps';

const id = '9b2f6c1e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';

/** A pitch whose steps up to (not including) `upTo` are stored. */
function pitchDoneUpTo(upTo: number): Pitch {
  return {
    _id: id,
    id,
    name_of_pitch: upTo > STEP.overview ? 'Solar Roofs' : '',
    short_summary: upTo > STEP.overview ? 'Panels for everyone.' : '',
    highlight: upTo > STEP.overview ? ['Cheap'] : [],
    target: upTo > STEP.details ? 50_000 : 0,
    min_per_investor: upTo > STEP.details ? 1_000 : 0,
    funding_raised: 0,
    project_type: null,
    other_name: null,
    name_of_company: upTo > STEP.overview ? 'Sunny Co' : '',
    location: upTo > STEP.overview ? 'Toronto' : '',
    wow_factor: upTo > STEP.details ? 'Wow' : '',
    why_invent: upTo > STEP.details ? 'Because' : '',
    img: null,
    document:
      upTo > STEP.documents
        ? [{ _id: id, pitch_document: '/uploads/a.pdf', locked: false, name: 'deck.pdf', kind: 'pdf' }]
        : [],
    project_milestones:
      upTo > STEP.milestones
        ? [{ _id: id, milestone_name: 'Launch', description: 'Go', target_date: '2027-01-01' }]
        : [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    is_hidden: false,
    unpublished_reason: null,
    funding_raised_from_commitments: false,
    draft: upTo <= STEP.milestones,
    team:
      upTo > STEP.team
        ? [
            {
              _id: id,
              name: 'Ada',
              email: 'ada@example.com',
              mobile_number: '+14165550100',
              position: 'CEO',
              linkedin_profile: '',
              bio: 'Builds things.',
              photo: null,
            },
          ]
        : [],
  };
}

describe('wizard steps', () => {
  it('when a draft is reopened, then it continues at its first missing step', () => {
    expect(firstIncompleteStep(undefined)).toBe(STEP.overview);
    expect(firstIncompleteStep(pitchDoneUpTo(STEP.details))).toBe(STEP.details);
    expect(firstIncompleteStep(pitchDoneUpTo(STEP.team))).toBe(STEP.team);
    expect(firstIncompleteStep(pitchDoneUpTo(STEP.milestones))).toBe(STEP.milestones);
  });

  it('when a pitch is complete, then it opens at the overview', () => {
    expect(firstIncompleteStep(pitchDoneUpTo(STEP.contact))).toBe(STEP.overview);
  });

  it('when the add flow reopens a draft past documents, then it stays within its four steps', () => {
    expect(firstIncompleteStep(pitchDoneUpTo(STEP.milestones), 'add')).toBe(STEP.documents);
  });

  it('when moving backward, then nothing is saved or checked', () => {
    const pitch = pitchDoneUpTo(STEP.team);
    expect(planMove(pitch, STEP.team, STEP.overview, 'edit')).toEqual({ kind: 'go', to: STEP.overview });
    expect(planMove(pitch, STEP.details, STEP.overview, 'add')).toEqual({ kind: 'go', to: STEP.overview });
  });

  it('when moving forward past overview, details or documents, then that step is saved first', () => {
    expect(planMove(undefined, STEP.overview, STEP.details, 'add')).toEqual({
      kind: 'save',
      to: STEP.details,
    });
    const complete = pitchDoneUpTo(STEP.contact);
    expect(planMove(complete, STEP.details, STEP.milestones, 'edit')).toEqual({
      kind: 'save',
      to: STEP.milestones,
    });
    expect(planMove(complete, STEP.documents, STEP.milestones, 'edit')).toEqual({
      kind: 'save',
      to: STEP.milestones,
    });
  });

  it('when the add flow leaves documents, then it saves and may go on to the milestones', () => {
    const pitch = pitchDoneUpTo(STEP.documents);
    expect(planMove(pitch, STEP.documents, STEP.milestones, 'add')).toEqual({
      kind: 'save',
      to: STEP.milestones,
    });
    // The add flow has no milestone tab of its own to jump to from elsewhere.
    expect(canReach(pitch, STEP.team, STEP.milestones, 'add')).toBe(false);
  });

  it('when the team is empty, then leaving the team step forward is refused with the spec message', () => {
    const pitch = pitchDoneUpTo(STEP.team);
    expect(planMove(pitch, STEP.team, STEP.documents, 'edit')).toEqual({
      kind: 'blocked',
      message: messages.teamMember.stepRequired,
    });
    expect(planMove(pitchDoneUpTo(STEP.documents), STEP.team, STEP.documents, 'edit')).toEqual({
      kind: 'go',
      to: STEP.documents,
    });
  });

  it('when there is no milestone, then the contact step cannot be reached from the milestones', () => {
    expect(planMove(pitchDoneUpTo(STEP.milestones), STEP.milestones, STEP.contact, 'edit')).toEqual({
      kind: 'blocked',
      message: messages.milestones.stepRequired,
    });
    expect(planMove(pitchDoneUpTo(STEP.contact), STEP.milestones, STEP.contact, 'edit')).toEqual({
      kind: 'go',
      to: STEP.contact,
    });
  });

  it('when an earlier step is missing, then later tabs cannot be chosen', () => {
    expect(canReach(undefined, STEP.overview, STEP.details, 'add')).toBe(true);
    expect(canReach(undefined, STEP.overview, STEP.team, 'add')).toBe(false);
    expect(canReach(pitchDoneUpTo(STEP.details), STEP.details, STEP.team, 'edit')).toBe(true);
    expect(canReach(pitchDoneUpTo(STEP.details), STEP.details, STEP.documents, 'edit')).toBe(false);
    expect(planMove(undefined, STEP.overview, STEP.documents, 'add')).toEqual({ kind: 'stay' });
  });

  it('when the add flow is used, then the contact and milestone tabs do not exist', () => {
    const complete = pitchDoneUpTo(STEP.contact);
    expect(canReach(complete, STEP.overview, STEP.milestones, 'add')).toBe(false);
    expect(canReach(complete, STEP.overview, STEP.contact, 'edit')).toBe(true);
  });
});
