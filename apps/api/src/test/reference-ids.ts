import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countries, projectTypes, type skills } from '../db/schema/index.js';

/** The ids of seeded list entries (skills, project types) by their labels; throws on an unknown one. */
export async function idsByLabel(db: Db, table: typeof skills | typeof projectTypes, labels: string[]) {
  if (labels.length === 0) return [];
  const rows = await db
    .select({ id: table.id, label: table.label })
    .from(table)
    .where(inArray(table.label, labels));
  if (rows.length !== labels.length) throw new Error(`unknown labels in ${labels.join(', ')}`);
  return rows.map((r) => r.id);
}

/** The id of a seeded country by its alpha-2 code. */
export async function countryId(db: Db, alpha2: string): Promise<string> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, alpha2));
  if (!row) throw new Error(`no country ${alpha2}`);
  return row.id;
}

/** The id of a seeded project type by its label. */
export async function projectTypeIdIn(db: Db, label: string): Promise<string> {
  const [id] = await idsByLabel(db, projectTypes, [label]);
  if (!id) throw new Error(`no project type ${label}`);
  return id;
}
