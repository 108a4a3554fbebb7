import type { PlatformStats } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pitches, users } from '../../db/schema/index.js';
import { publicPitchWhere } from '../pitches/index.js';
import { publicPersonWhere } from './person-visibility.js';

/**
 * The headline numbers, by the same rules as the lists a guest browses: people by `publicPersonWhere`,
 * pitches by `publicPitchWhere`. Counts and the sum come back as text (bigint) and are read as whole
 * numbers; one round trip.
 */
export async function platformStats(db: Db): Promise<PlatformStats> {
  const people = db
    .select({
      investors: sql<string>`count(*) filter (where ${users.userType} = 'investor')`.as('investors'),
      entrepreneurs: sql<string>`count(*) filter (where ${users.userType} = 'entrepreneur')`.as(
        'entrepreneurs',
      ),
    })
    .from(users)
    .where(publicPersonWhere)
    .as('people');
  const published = db
    .select({
      pitches: sql<string>`count(*)`.as('pitches'),
      // a private round's funding is among its hidden terms (issue 32): counted as a pitch, not summed
      raised:
        sql<string>`coalesce(sum(${pitches.fundingRaised}) filter (where not ${pitches.privateRound}), 0)`.as(
          'raised',
        ),
    })
    .from(pitches)
    .where(publicPitchWhere)
    .as('published');
  const [row] = await db
    .select({
      investors: people.investors,
      entrepreneurs: people.entrepreneurs,
      pitches: published.pitches,
      raised: published.raised,
    })
    .from(people)
    .crossJoin(published);
  return {
    investors: Number(row?.investors ?? 0),
    entrepreneurs: Number(row?.entrepreneurs ?? 0),
    pitches: Number(row?.pitches ?? 0),
    capital_raised: Number(row?.raised ?? 0),
    currency: 'CAD',
  };
}
