import { getContactRequest, getPitches, type getProjectType, type Pitch } from '@angelbridge/contracts';
import { type Answer, answer } from '../../../test/api';

export const PITCH_ID = '9b2f6c1e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
export const TYPE_ID = '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d';
export const OTHERS_ID = '6e2d3c4b-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

export const projectTypes: Answer<typeof getProjectType> = {
  success: true,
  message: 'OK',
  projectType_data: [
    { _id: TYPE_ID, title: 'Clean Energy', project: 'Clean Energy' },
    { _id: OTHERS_ID, title: 'Others', project: 'Others' },
  ],
};

/** A draft with overview and details stored, and nothing after. */
export function draftPitch(overrides: Partial<Pitch> = {}): Pitch {
  return {
    _id: PITCH_ID,
    id: PITCH_ID,
    name_of_pitch: 'Solar Roofs',
    short_summary: 'Panels for every roof.',
    highlight: ['Cheap', 'Clean'],
    target: 50_000,
    min_per_investor: 1_000,
    funding_raised: 0,
    project_type: { _id: TYPE_ID, title: 'Clean Energy' },
    other_name: null,
    name_of_company: 'Sunny Co',
    location: 'Toronto',
    wow_factor: 'Cheaper than the grid.',
    why_invent: 'The market is huge.',
    img: null,
    document: [],
    project_milestones: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    is_hidden: false,
    unpublished_reason: null,
    funding_raised_from_commitments: false,
    draft: true,
    team: [],
    ...overrides,
  };
}

export function signInAs(userType: 'entrepreneur' | 'investor') {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', userType);
  localStorage.setItem(
    'user',
    JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', user_type: userType }),
  );
}

/** No contact requests: the list under a pitch being edited and an investor's My Investment stay empty. */
export function answerNoContactRequests() {
  answer(getContactRequest, { success: true, message: 'OK', contact_data: [] });
}

/** A founder with no pitch yet: /addpitch has no earlier draft to offer and opens the wizard at once. */
export function answerNoPitchesYet() {
  answer(getPitches, { success: true, message: 'OK', pitch_data: [] });
}
