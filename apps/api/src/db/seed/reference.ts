import { City, Country, State } from 'country-state-city';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.js';
import {
  almaMaters,
  archeTypes,
  businessTypes,
  cmsPages,
  countries,
  preferredSectors,
  projectTypes,
  skills,
} from '../schema/index.js';
import { CMS_PAGES } from './cms-pages.js';
import {
  ALMA_MATERS,
  ARCHE_TYPES,
  BUSINESS_TYPES,
  PREFERRED_SECTORS,
  PROJECT_TYPES,
  SKILLS,
} from './reference-lists.js';

/** '+1-684' means dial +1 684; '+1-809 and 1-829' lists alternatives: keep the first. */
export function normalizeIsd(phonecode: string): string {
  return (phonecode.split(' and ')[0] ?? '').replace(/[^0-9]/g, '');
}

const CHUNK = 20_000;

/**
 * Rows go to the database as one JSON parameter per chunk and are expanded there with
 * json_to_recordset: about 150,000 cities load in seconds, on PGlite and PostgreSQL alike.
 */
async function insertJson(db: Db, rows: unknown[], statement: (json: string) => ReturnType<typeof sql>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.execute(statement(JSON.stringify(rows.slice(start, start + CHUNK))));
  }
}

/**
 * Runs `load` with `table`'s foreign keys set aside, then adds them again as they were: each is then checked
 * once, by one join over the loaded rows, instead of by a trigger call per row (half of the 150,000 cities'
 * load on PGlite). The rows still have to satisfy them, or the seed fails as before.
 */
async function checkedOnceAtTheEnd(db: Db, table: 'cities', load: () => Promise<void>) {
  const keys = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = ${table}::regclass and contype = 'f'`,
  );
  for (const key of keys) await db.execute(sql.raw(`alter table ${table} drop constraint "${key.name}"`));
  await load();
  for (const key of keys) {
    await db.execute(sql.raw(`alter table ${table} add constraint "${key.name}" ${key.definition}`));
  }
}

async function seedPlaces(db: Db) {
  const countryRows = Country.getAllCountries().map((c) => ({
    name: c.name,
    flag: c.flag,
    isd_code: normalizeIsd(c.phonecode),
    alpha_2: c.isoCode,
  }));
  await db
    .insert(countries)
    .values(countryRows.map((c) => ({ name: c.name, flag: c.flag, isdCode: c.isd_code, alpha2: c.alpha_2 })));

  const stateRows = State.getAllStates().map((s) => ({ c: s.countryCode, code: s.isoCode, name: s.name }));
  await insertJson(
    db,
    stateRows,
    (json) => sql`insert into states (country_id, code, name)
      select c.id, x.code, x.name from json_to_recordset(${json}::json) as x(c text, code text, name text)
      join countries c on c.alpha_2 = x.c
      on conflict do nothing`,
  );

  const cityRows = City.getAllCities().map((c) => ({ c: c.countryCode, s: c.stateCode, name: c.name }));
  await checkedOnceAtTheEnd(db, 'cities', () =>
    insertJson(
      db,
      cityRows,
      (json) => sql`insert into cities (state_id, name)
        select s.id, x.name from json_to_recordset(${json}::json) as x(c text, s text, name text)
        join countries c on c.alpha_2 = x.c
        join states s on s.country_id = c.id and s.code = x.s`,
    ),
  );
}

async function seedPickLists(db: Db) {
  const lists = [
    [skills, SKILLS],
    [projectTypes, PROJECT_TYPES],
    [preferredSectors, PREFERRED_SECTORS],
    [almaMaters, ALMA_MATERS],
    [businessTypes, BUSINESS_TYPES],
    [archeTypes, ARCHE_TYPES],
  ] as const;
  for (const [table, labels] of lists) {
    await db
      .insert(table)
      .values(labels.map((label, sort) => ({ label, sort })))
      .onConflictDoNothing();
  }
  await db.insert(cmsPages).values(CMS_PAGES).onConflictDoNothing();
  // each page's seeded text is its first published version (the admin console's history, issue 21)
  await db.execute(sql`insert into cms_versions (cms_code, title, content, status, created_at, published_at)
    select p.cms_code, p.title, p.content, 'published', p.updated_at, p.updated_at from cms_pages p
    where not exists (select 1 from cms_versions v where v.cms_code = p.cms_code)`);
}

/** Seeds the reference data once: a database that already has countries is left as it is. */
export async function seedReference(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedPlaces(tx as unknown as Db);
    await seedPickLists(tx as unknown as Db);
  });
  return true;
}
