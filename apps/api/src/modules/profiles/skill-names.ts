import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { skills } from '../../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * §3 sends skills as names, the web form as ids. Names of listed skills (any case) become their ids;
 * other names join the custom skills, as if typed into new_skills.
 */
export async function resolveSkills<T extends { skills: string[]; new_skills: string[] }>(
  db: Db,
  input: T,
): Promise<T> {
  const ids = input.skills.filter((value) => UUID.test(value));
  const names = input.skills.filter((value) => !UUID.test(value));
  if (names.length === 0) return input;
  const lower = names.map((name) => name.toLowerCase());
  const rows = await db
    .select({ id: skills.id, key: sql<string>`lower(${skills.label})` })
    .from(skills)
    .where(inArray(sql`lower(${skills.label})`, lower));
  const byName = new Map(rows.map((row) => [row.key, row.id]));
  const custom = names.filter((name) => !byName.has(name.toLowerCase()));
  return {
    ...input,
    skills: [...ids, ...names.flatMap((name) => byName.get(name.toLowerCase()) ?? [])],
    new_skills: [...input.new_skills, ...custom],
  };
}
