import { and, asc, eq, inArray } from 'drizzle-orm';
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

// ---- do the ids a form sends exist ----

/** How many of `ids` (distinct) are in the list. */
export async function countExisting(db: Db, list: PickList, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const table = PICK_LISTS[list];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return rows.length;
}

/** Countries among these ids, with their names, by name (an investor's thesis). */
export async function findCountries(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(inArray(countries.id, [...ids]))
    .orderBy(asc(countries.name));
}

export async function findCountry(db: Db, id: string) {
  const [row] = await db
    .select({ id: countries.id, name: countries.name, isdCode: countries.isdCode })
    .from(countries)
    .where(eq(countries.id, id))
    .limit(1);
  return row ?? null;
}

export async function stateIsInCountry(db: Db, stateId: string, countryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.id, stateId), eq(states.countryId, countryId)))
    .limit(1);
  return Boolean(row);
}

export async function cityIsInState(db: Db, cityId: string, stateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)))
    .limit(1);
  return Boolean(row);
}
