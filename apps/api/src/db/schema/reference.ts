import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

export const countries = pgTable('countries', {
  id: id(),
  name: text('name').notNull(),
  flag: text('flag').notNull(),
  isdCode: text('isd_code').notNull(),
  alpha2: text('alpha_2').notNull().unique(),
});

export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('states_country_code').on(t.countryId, t.code),
    index('states_country_name').on(t.countryId, t.name),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('cities_state_name').on(t.stateId, t.name)],
);

/** Lists people pick from. `sort` keeps the seeded order ('Others' last). */
const pickList = (table: string, column: string) =>
  pgTable(table, {
    id: id(),
    label: text(column).notNull().unique(),
    sort: integer('sort').notNull().default(0),
  });

export const skills = pickList('skills', 'skills');
export const projectTypes = pickList('project_types', 'title');
export const preferredSectors = pickList('preferred_sectors', 'title');
export const almaMaters = pickList('alma_maters', 'institutions_name');
export const businessTypes = pickList('business_types', 'title');
export const archeTypes = pickList('arche_types', 'arche_type');
