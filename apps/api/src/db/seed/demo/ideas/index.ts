import type { PitchIdea } from './idea.js';
import { REAL_ESTATE_TO_OTHERS } from './real-estate-to-others.js';
import { TECHNOLOGY_TO_AGRICULTURE } from './technology-to-agriculture.js';

export type { PitchIdea } from './idea.js';

/** The demo pitches: believable ventures, at least two per project type. */
export const PITCH_IDEAS: PitchIdea[] = [...TECHNOLOGY_TO_AGRICULTURE, ...REAL_ESTATE_TO_OTHERS];

export { IDEA_PLACES, type PlaceKey, placeKeyText } from './places.js';
