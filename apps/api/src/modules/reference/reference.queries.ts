import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  almaMaters,
  archeTypes,
  businessTypes,
  cities,
  countries,
  preferredSectors,
  projectTypes,
  skills,
  states,
} from '../../db/schema/index.js';

export const listCountries = (db: Db) =>
  db
    .select({
      _id: countries.id,
      name: countries.name,
      flag: countries.flag,
      isd_code: countries.isdCode,
      alpha_2: countries.alpha2,
    })
    .from(countries)
    .orderBy(asc(countries.name));

export const listStates = (db: Db, countryId: string) =>
  db
    .select({ _id: states.id, name: states.name })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));

export const listCities = (db: Db, stateId: string) =>
  db
    .select({ _id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name));

const PICK_LISTS = { skills, projectTypes, preferredSectors, almaMaters, businessTypes, archeTypes } as const;
export type PickList = keyof typeof PICK_LISTS;

export function listPickList(db: Db, list: PickList) {
  const table = PICK_LISTS[list];
  return db
    .select({ _id: table.id, label: table.label })
    .from(table)
    .orderBy(asc(table.sort), asc(table.label));
}
