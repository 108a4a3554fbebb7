import type { Db } from '../../db/client.js';
import { listCities, listCountries, listPickList, listStates, type PickList } from './reference.queries.js';

/** Each pick list is answered under the key name the spec gives its items. */
async function pickList<K extends string>(db: Db, list: PickList, key: K) {
  const rows = await listPickList(db, list);
  return rows.map((row) => ({ _id: row._id, [key]: row.label }) as { _id: string } & Record<K, string>);
}

export function referenceService(db: Db) {
  return {
    countries: () => listCountries(db),
    states: (countryId: string) => listStates(db, countryId),
    cities: (stateId: string) => listCities(db, stateId),
    skills: () => pickList(db, 'skills', 'skills'),
    projectTypes: async () =>
      (await pickList(db, 'projectTypes', 'title')).map((item) => ({ ...item, project: item.title })),
    preferredSectors: () => pickList(db, 'preferredSectors', 'title'),
    almaMaters: () => pickList(db, 'almaMaters', 'institutions_name'),
    businessTypes: () => pickList(db, 'businessTypes', 'title'),
    archeTypes: () => pickList(db, 'archeTypes', 'arche_type'),
  };
}

export type ReferenceService = ReturnType<typeof referenceService>;
