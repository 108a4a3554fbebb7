import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
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
} from '../../schema/index.js';
import { IDEA_PLACES, type PlaceKey, placeKeyText } from './ideas/index.js';

/** Where demo people live: real places from the reference tables, Canada first. */
const PLACES = [
  ['CA', 'ON', 'Toronto', 9],
  ['CA', 'QC', 'Montréal', 6],
  ['CA', 'BC', 'Vancouver', 6],
  ['CA', 'AB', 'Calgary', 3],
  ['CA', 'ON', 'Ottawa', 3],
  ['CA', 'ON', 'Waterloo', 3],
  ['CA', 'AB', 'Edmonton', 2],
  ['CA', 'NS', 'Halifax', 2],
  ['CA', 'MB', 'Winnipeg', 1],
  ['CA', 'QC', 'Québec', 1],
  ['CA', 'BC', 'Victoria', 1],
  ['US', 'CA', 'San Francisco', 2],
  ['US', 'NY', 'New York City', 2],
  ['US', 'MA', 'Boston', 1],
  ['GB', 'ENG', 'London', 2],
  ['DE', 'BE', 'Berlin', 1],
  ['FR', 'IDF', 'Paris', 1],
  ['IN', 'KA', 'Bengaluru', 2],
  ['SG', '01', 'Singapore', 1],
  ['AU', 'NSW', 'Sydney', 1],
  ['NG', 'LA', 'Lagos', 1],
  ['KE', '30', 'Nairobi', 1],
] as const;

export interface Place {
  countryId: string;
  countryName: string;
  alpha2: string;
  isdCode: string;
  stateId: string;
  stateName: string;
  cityId: string;
  cityName: string;
  /** How often people are placed here, relative to the others. */
  weight: number;
}

export interface Labelled {
  id: string;
  label: string;
}

export interface SeedLookups {
  /** Where people are placed at random, by weight. */
  places: Place[];
  /** Where the demo ventures are based (ideas/places.ts), by placeKeyText. */
  ventures: Map<string, Place>;
  skills: Labelled[];
  projectTypes: Labelled[];
  preferredSectors: Labelled[];
  almaMaters: Labelled[];
  businessTypes: Labelled[];
  archeTypes: Labelled[];
}

async function place(
  db: Db,
  [alpha2, stateCode, cityName, weight]: readonly [string, string, string, number],
): Promise<Place> {
  const [row] = await db
    .select({
      countryId: countries.id,
      countryName: countries.name,
      isdCode: countries.isdCode,
      stateId: states.id,
      stateName: states.name,
      cityId: cities.id,
    })
    .from(countries)
    .innerJoin(states, sql`${states.countryId} = ${countries.id} and ${states.code} = ${stateCode}`)
    .innerJoin(cities, sql`${cities.stateId} = ${states.id} and ${cities.name} = ${cityName}`)
    .where(eq(countries.alpha2, alpha2))
    .orderBy(asc(cities.id))
    .limit(1);
  if (!row)
    throw new Error(
      `Reference data lacks ${cityName}, ${stateCode}, ${alpha2}: seed the reference data first.`,
    );
  return { ...row, alpha2, cityName, weight };
}

const labelled = (db: Db, table: typeof skills) =>
  db.select({ id: table.id, label: table.label }).from(table).orderBy(asc(table.sort), asc(table.label));

/** The reference rows the generators pick from, in a stable order (so a seed gives the same picks). */
export async function loadSeedLookups(db: Db): Promise<SeedLookups> {
  const places: Place[] = [];
  for (const p of PLACES) places.push(await place(db, p));
  const ventures = new Map<string, Place>();
  const keys = new Map<string, PlaceKey>(Object.values(IDEA_PLACES).map((key) => [placeKeyText(key), key]));
  for (const [text, [alpha2, stateCode, city]] of keys) {
    ventures.set(text, await place(db, [alpha2, stateCode, city, 0]));
  }
  return {
    places,
    ventures,
    skills: await labelled(db, skills),
    projectTypes: await labelled(db, projectTypes),
    preferredSectors: await labelled(db, preferredSectors),
    almaMaters: await labelled(db, almaMaters),
    businessTypes: await labelled(db, businessTypes),
    archeTypes: await labelled(db, archeTypes),
  };
}
