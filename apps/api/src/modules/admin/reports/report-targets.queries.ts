import type { ReportTargetType } from '@angelbridge/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { pitches, users } from '../../../db/schema/index.js';
import { publicPersonWhere } from '../../discovery/index.js';
import { publicPitchWhere } from '../../pitches/index.js';

/**
 * Who owns the thing a user reports, when that user can see it: a public pitch (or their own), a person
 * with a finished profile, a message of a conversation they take part in. Null otherwise: for the
 * reporter, what they cannot see does not exist (404), exactly as on its own page. A pitch taken down
 * or a suspended account is out of public view, so it cannot be reported again either.
 */
export async function visibleTargetOwner(
  db: Db,
  type: ReportTargetType,
  targetId: string,
  reporterId: string,
): Promise<string | null> {
  if (type === 'pitch') {
    const [row] = await db
      .select({ ownerId: pitches.ownerId })
      .from(pitches)
      .where(and(eq(pitches.id, targetId), or(publicPitchWhere, eq(pitches.ownerId, reporterId))));
    return row?.ownerId ?? null;
  }
  if (type === 'profile') {
    // the one rule of who is shown to others (discovery's): complete, and not suspended
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, targetId), publicPersonWhere, ne(users.userType, 'admin')));
    return row?.id ?? null;
  }
  const [row] = await queryRows<{ sender_id: string }>(
    db,
    sql`select m.sender_id from conversation_messages m
        join conversations c on c.id = m.conversation_id
        join pitches p on p.id = c.pitch_id
        where m.id = ${targetId} and (c.investor_id = ${reporterId} or p.owner_id = ${reporterId})`,
  );
  return row?.sender_id ?? null;
}

const fullName = (alias: string) => sql.raw(`(${alias}.first_name || ' ' || ${alias}.last_name)`);

/**
 * The reported content as the admin reads it, as one JSON value per report row `r` (null once the
 * content is deleted): in the same statement as the queue, so a page of reports is one round trip. Its
 * web link is not built here but by `reportedContent` from the web's paths, the one list of pages.
 */
export const reportedContentSql = sql`case r.target_type
  when 'pitch' then (
    select json_build_object('title', p.name_of_pitch, 'text', p.short_summary, 'owner_id', p.owner_id,
      'owner_name', ${fullName('o')})
    from pitches p join users o on o.id = p.owner_id where p.id = r.target_id)
  when 'profile' then (
    select json_build_object('title', ${fullName('o')}, 'text', coalesce(o.bio, ''), 'owner_id', o.id,
      'owner_name', ${fullName('o')}, 'user_type', o.user_type::text)
    from users o where o.id = r.target_id)
  else (
    select json_build_object('title', 'Message from ' || ${fullName('o')} || ' about ' || p.name_of_pitch,
      'text', m.body, 'owner_id', m.sender_id, 'owner_name', ${fullName('o')})
    from conversation_messages m join users o on o.id = m.sender_id
      join conversations c on c.id = m.conversation_id join pitches p on p.id = c.pitch_id
    where m.id = r.target_id)
  end`;

/** The account behind the content, whatever its state (the one a suspension hits); null once deleted. */
export async function ownerOf(db: Db, type: ReportTargetType, targetId: string): Promise<string | null> {
  const query =
    type === 'pitch'
      ? sql`select owner_id as id from pitches where id = ${targetId}`
      : type === 'profile'
        ? sql`select id from users where id = ${targetId}`
        : sql`select sender_id as id from conversation_messages where id = ${targetId}`;
  const [row] = await queryRows<{ id: string }>(db, query);
  return row?.id ?? null;
}
