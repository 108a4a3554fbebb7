import type { PitchIdea } from './idea.js';
import { REAL_ESTATE_TO_OTHERS } from './real-estate-to-others.js';
import { TECHNOLOGY_TO_AGRICULTURE } from './technology-to-agriculture.js';

export type { PitchIdea } from './idea.js';

/** The demo pitches: believable ventures, at least two per project type. */
export const PITCH_IDEAS: PitchIdea[] = [...TECHNOLOGY_TO_AGRICULTURE, ...REAL_ESTATE_TO_OTHERS];

/**
 * Where the ventures whose story names a place are based: the pitch's location must agree with what its
 * summary and highlights say (a Halifax game studio is not in Lagos, whoever founded it). The others are
 * where their founder lives.
 */
export const STORY_LOCATIONS: Readonly<Record<string, string>> = {
  CareCircle: 'Montréal, Quebec',
  'Triage Notes': 'Toronto, Ontario',
  HeatShift: 'Vancouver, British Columbia',
  'Sunfield Co-op': 'Calgary, Alberta',
  Voltline: 'Ottawa, Ontario',
  SkillBridge: 'Halifax, Nova Scotia',
  'Maple Market': 'Montréal, Quebec',
  FieldSense: 'Saskatoon, Saskatchewan',
  'Good Grains': 'Regina, Saskatchewan',
  Northwool: 'Québec, Quebec',
  Loreforge: 'Halifax, Nova Scotia',
  'Brightwater Brewing': 'Halifax, Nova Scotia',
  'Kitchen Commons': 'Toronto, Ontario',
  'Greenroof Youth': 'Montréal, Quebec',
};
