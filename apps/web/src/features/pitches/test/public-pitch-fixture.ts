import type { getInvestmentPageDataById, PitchDocument, PublicPitch } from '@angelbridge/contracts';
import type { Answer } from '../../../test/api';
import { draftPitch, PITCH_ID } from './pitch-fixture';

export const PUBLIC_DOC_ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const LOCKED_DOC_ID = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';

export const publicDocument: PitchDocument = {
  _id: PUBLIC_DOC_ID,
  pitch_document: '/uploads/deck.pdf',
  locked: false,
  name: 'deck.pdf',
  kind: 'pdf',
};

/** In the public view a locked document has no URL: it opens only through /openPitchDocument. */
export const lockedDocument: PitchDocument = {
  _id: LOCKED_DOC_ID,
  pitch_document: '',
  locked: true,
  name: 'financials.pdf',
  kind: 'pdf',
};

/** A finished pitch as investors and guests see it, with one public and one locked document. */
export function publicPitch(overrides: Partial<PublicPitch> = {}): PublicPitch {
  const {
    is_hidden: _hidden,
    draft: _draft,
    unpublished_reason: _unpublished,
    funding_raised_from_commitments: _fromCommitments,
    team: _team,
    ...core
  } = draftPitch();
  return { ...core, _id: PITCH_ID, document: [publicDocument, lockedDocument], team: [], ...overrides };
}

/** The answer of /getInvestmentPageDataById for that pitch. */
export function pitchPageAnswer(
  answersWithinDays: number | null = null,
  pitch = publicPitch(),
): Answer<typeof getInvestmentPageDataById> {
  return {
    success: true,
    message: 'OK',
    investment_data: pitch,
    similar_pitch: [],
    answers_within_days: answersWithinDays,
    faq: [],
  };
}
