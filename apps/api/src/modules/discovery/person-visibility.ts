import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';

/**
 * The one rule of who is shown to others (scout lists, a scout profile, global search, the funding
 * page): a complete profile of an account in good standing. A suspended account (issue 21) vanishes
 * from all of them at once; the profile-complete partial indexes still serve the filter.
 */
export const publicPersonWhere: SQL = sql`(${users.isProfileComplete} and ${users.suspendedAt} is null)`;
