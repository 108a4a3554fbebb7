import type { PitchFaq } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** The answers a pitch's owner published, oldest first, as the public pitch page shows them. */
export function publishedFaq(db: Db, pitchId: string): Promise<PitchFaq[]> {
  return queryRows<PitchFaq>(
    db,
    sql`select id as "_id", question, answer from pitch_faqs
        where pitch_id = ${pitchId} order by created_at, id`,
  );
}
