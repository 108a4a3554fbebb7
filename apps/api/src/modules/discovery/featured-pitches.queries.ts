import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pitches, pitchMilestones, pitchTeamMembers } from '../../db/schema/index.js';
import { pitchCoverSql, publicPitchWhere } from '../pitches/index.js';

/**
 * How complete a pitch is, 0-9: a picture counts most (the card shows it), then a real summary, two
 * highlights or more, the story (wow factor, why invest), a team, documents, milestones and a target.
 */
const pitchCompleteness = sql<number>`(
  case when ${pitchCoverSql('card')} is not null then 3 else 0 end
  + case when char_length(${pitches.shortSummary}) >= 60 then 1 else 0 end
  + case when cardinality(${pitches.highlight}) >= 2 then 1 else 0 end
  + case when coalesce(${pitches.wowFactor}, '') <> '' and coalesce(${pitches.whyInvent}, '') <> ''
         then 1 else 0 end
  + case when exists (select 1 from ${pitchTeamMembers} t where t.pitch_id = ${pitches.id}) then 1 else 0 end
  + case when exists (select 1 from ${pitchMilestones} m where m.pitch_id = ${pitches.id}) then 1 else 0 end
  + case when ${pitches.target} > 0 then 1 else 0 end)`;

/**
 * The front page and /funding are a showcase to everyone, the very solicitation a private round (issue 32)
 * must avoid: they feature public rounds only.
 */
const notPrivate = sql`not ${pitches.privateRound}`;

const pitchActivity = sql<Date>`greatest(${pitches.updatedAt}, ${pitches.createdAt})`;

/**
 * The pitches the front page and /funding feature, as ids: first those an admin featured (issue 21,
 * at most 6, earliest featured first) while they are public; then visible, finished pitches, most
 * complete first, then most recently worked on, and one per owner (their best), so no founder fills
 * the list alone.
 */
export async function featuredPitchIds(db: Db, limit: number): Promise<string[]> {
  const chosen = await db
    .select({ id: pitches.id })
    .from(pitches)
    .where(and(sql`${pitches.featuredAt} is not null`, publicPitchWhere, notPrivate))
    .orderBy(pitches.featuredAt, pitches.id)
    .limit(limit);
  const first = chosen.map((row) => row.id);
  const rest = await bestPitchIds(db, limit + first.length);
  return [...first, ...rest.filter((id) => !first.includes(id))].slice(0, limit);
}

async function bestPitchIds(db: Db, limit: number): Promise<string[]> {
  const best = db.$with('best').as(
    db
      .selectDistinctOn([pitches.ownerId], {
        bestId: sql<string>`${pitches.id}`.as('best_id'),
        score: pitchCompleteness.as('score'),
        activity: pitchActivity.as('activity'),
      })
      .from(pitches)
      .where(and(publicPitchWhere, notPrivate))
      .orderBy(pitches.ownerId, desc(pitchCompleteness), desc(pitchActivity), pitches.id),
  );
  const rows = await db
    .with(best)
    .select({ id: best.bestId })
    .from(best)
    .orderBy(desc(best.score), desc(best.activity), best.bestId)
    .limit(limit);
  return rows.map((row) => row.id);
}
