import { z } from 'zod';
import { calls } from './call-routes.js';
import { booleanField, emptyRequest, endpoint, idSchema, ok, okOnly } from './http.js';
import { pitch } from './pitch-entities.js';
import { addPitchRequest, editPitchRequest, pitchFiles } from './pitch-forms.js';

// ---- endpoints (all owner-only) ----

const pitchId = idSchema('pitch id');
const pitchById = z.object({ pitch_id: pitchId });
const onePitch = ok({ pitch_data: pitch });

export const getPitches = endpoint({
  ...calls.getPitches,
  summary: "The caller's own pitches, newest first, hidden and draft ones included.",
  request: emptyRequest,
  response: ok({ pitch_data: z.array(pitch) }),
});

export const getPitchesById = endpoint({
  ...calls.getPitchesById,
  summary: 'One own pitch with team, documents and milestones.',
  request: pitchById,
  response: onePitch,
});

export const deletePitches = endpoint({
  ...calls.deletePitches,
  summary: 'Deletes an own pitch with its team, documents, milestones and contact requests.',
  request: pitchById,
  response: okOnly,
});

export const hidePitches = endpoint({
  ...calls.hidePitches,
  summary:
    'Hides (value true) or shows (value false) an own pitch in public lists; without value it toggles.',
  /** `value` true hides and false shows; without it the flag flips. */
  request: z.object({ pitch_id: pitchId, value: booleanField.optional() }),
  response: onePitch,
});

export const addPitches = endpoint({
  ...calls.addPitches,
  summary: 'Saves one wizard step of a new pitch; overview without pitch_id creates the pitch as a draft.',
  request: addPitchRequest,
  response: onePitch,
  files: pitchFiles,
});

export const editPitches = endpoint({
  ...calls.editPitches,
  summary: 'Saves one wizard step of an own pitch.',
  request: editPitchRequest,
  response: onePitch,
  files: pitchFiles,
});

export const deletePitchTeam = endpoint({
  ...calls.deletePitchTeam,
  summary: 'Removes a team member from an own pitch.',
  request: z.object({ pitch_id: pitchId, team_id: idSchema('team member id') }),
  response: okOnly,
});

export const deletePitchMilestone = endpoint({
  ...calls.deletePitchMilestone,
  summary: 'Removes a milestone from an own pitch.',
  request: z.object({ milestone_id: idSchema('milestone id'), pitch_id: pitchId }),
  response: okOnly,
});

export const pitchesEndpoints = [
  getPitches,
  getPitchesById,
  deletePitches,
  hidePitches,
  addPitches,
  editPitches,
  deletePitchTeam,
  deletePitchMilestone,
] as const;
