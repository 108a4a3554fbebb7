import type { CommitmentStatus } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

export interface AdminRoundCommitmentRow {
  id: string;
  investor_id: string;
  investor_name: string;
  amount: number;
  status: CommitmentStatus;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A pitch's commitments, every status, newest first, for the admin console's pitch page. */
export function adminRoundCommitments(db: Db, pitchId: string, limit: number) {
  return queryRows<AdminRoundCommitmentRow>(
    db,
    sql`select c.id, c.investor_id, trim(u.first_name || ' ' || u.last_name) as investor_name,
          c.amount::float8 as amount, c.status, c.created_at, c.updated_at
        from commitments c join users u on u.id = c.investor_id
        where c.pitch_id = ${pitchId}
        order by c.created_at desc, c.id limit ${limit}`,
  );
}
