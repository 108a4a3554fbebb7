import { z } from 'zod';
import { calls } from './call-routes.js';
import { emptyRequest, endpoint, idSchema, ok } from './http.js';

export const country = z.object({
  _id: z.uuid(),
  name: z.string(),
  flag: z.string(),
  isd_code: z.string(),
  alpha_2: z.string().length(2),
});
export type Country = z.infer<typeof country>;

export const namedPlace = z.object({ _id: z.uuid(), name: z.string() });
export type NamedPlace = z.infer<typeof namedPlace>;

export const skill = z.object({ _id: z.uuid(), skills: z.string() });
export const titled = z.object({ _id: z.uuid(), title: z.string() });
export type Titled = z.infer<typeof titled>;
export const archeType = z.object({ _id: z.uuid(), arche_type: z.string() });
export const almaMater = z.object({ _id: z.uuid(), institutions_name: z.string() });

/** The choice in business type and alma mater lists that reveals a free-text input. */
export const OTHER_OPTION_ID = 'other_data';

const list = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  ok({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> });

export const getCountries = endpoint({
  ...calls.getCountries,
  summary: 'Every country with its flag, ISD code and ISO alpha-2 code, by name.',
  request: emptyRequest,
  response: list('country_data', country),
});

export const getStatesByCountryId = endpoint({
  ...calls.getStatesByCountryId,
  summary: "A country's states, by name. An unknown country gives an empty list.",
  request: z.object({ country_id: idSchema('country id') }),
  response: list('states_data', namedPlace),
});

export const getCitiesByStateId = endpoint({
  ...calls.getCitiesByStateId,
  summary: "A state's cities, by name. An unknown state gives an empty list.",
  request: z.object({ state_id: idSchema('state id') }),
  response: list('city_data', namedPlace),
});

export const getSkill = endpoint({
  ...calls.getSkill,
  summary: 'Skills an entrepreneur can pick.',
  request: emptyRequest,
  response: list('skill_data', skill),
});

export const getPreferredSector = endpoint({
  ...calls.getPreferredSector,
  summary: 'Sectors an investor can prefer.',
  request: emptyRequest,
  response: list('preferred_Sector_data', titled),
});

export const getProjectType = endpoint({
  ...calls.getProjectType,
  summary: "Project types, 'Others' last. Also the list of desired projects and of investor expertise.",
  request: emptyRequest,
  // §3: projects carry _id, project and title (the same name under both keys)
  response: list('projectType_data', titled.extend({ project: z.string() })),
});

export const getAlmaMater = endpoint({
  ...calls.getAlmaMater,
  summary: 'Institutions an entrepreneur can name as alma mater.',
  request: emptyRequest,
  response: list('almaMater_data', almaMater),
});

export const getBusinessType = endpoint({
  ...calls.getBusinessType,
  summary: 'Types of business.',
  request: emptyRequest,
  response: list('business_data', titled),
});

export const getArcheType = endpoint({
  ...calls.getArcheType,
  summary: 'Entrepreneur archetypes.',
  request: emptyRequest,
  response: list('archeType_data', archeType),
});

export const referenceEndpoints = [
  getCountries,
  getStatesByCountryId,
  getCitiesByStateId,
  getSkill,
  getPreferredSector,
  getProjectType,
  getAlmaMater,
  getBusinessType,
  getArcheType,
] as const;
