import { type SQL, sql } from 'drizzle-orm';

/**
 * The admin's status of a pitch: an admin's take-down first, then the founder's draft and hide. One copy
 * for the pitch list and a user's pitches; `table` is the name or alias the query gives `pitches`.
 */
export function adminPitchStatusSql(table: string): SQL<string> {
  const column = (name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
  return sql<string>`case when ${column('unpublished_at')} is not null then 'unpublished'
    when ${column('draft')} then 'draft' when ${column('is_hidden')} then 'hidden' else 'published' end`;
}
