import {
  getAlmaMater,
  getArcheType,
  getBusinessType,
  getCitiesByStateId,
  getCms,
  getCountries,
  getPreferredSector,
  getProjectType,
  getSkill,
  getStatesByCountryId,
} from '@angelbridge/contracts';
import { expect } from 'vitest';
import type { SpecCall } from './spec-call.js';

const empty = async () => ({ body: {} });

export const referenceRows: SpecCall[] = [
  { endpoint: getCountries, payload: empty, reads: ['country_data'] },
  {
    endpoint: getStatesByCountryId,
    payload: async ({ ref }) => ({ body: { country_id: ref.canada._id } }),
    reads: ['states_data'],
  },
  {
    endpoint: getCitiesByStateId,
    payload: async ({ ref }) => ({ body: { state_id: ref.ontario } }),
    reads: ['city_data'],
  },
  { endpoint: getSkill, payload: empty, reads: ['skill_data'] },
  { endpoint: getPreferredSector, payload: empty, reads: ['preferred_Sector_data'] },
  {
    endpoint: getProjectType,
    payload: async () => ({
      body: {},
      after: (body) => {
        // §3: projects carry _id, project and title
        const [first] = body.projectType_data as Record<string, unknown>[];
        expect(Object.keys(first ?? {}).sort()).toEqual(['_id', 'project', 'title']);
      },
    }),
    reads: ['projectType_data'],
  },
  { endpoint: getAlmaMater, payload: empty, reads: ['almaMater_data'] },
  { endpoint: getBusinessType, payload: empty, reads: ['business_data'] },
  { endpoint: getArcheType, payload: empty, reads: ['archeType_data'] },
  { endpoint: getCms, payload: async () => ({ body: { cms_code: 'privacy_policy' } }), reads: ['cms_data'] },
  { endpoint: getCms, payload: async () => ({ body: { cms_code: 'terms_condition' } }), reads: ['cms_data'] },
];
