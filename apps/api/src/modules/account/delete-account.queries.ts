import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

export interface DeletableAccount {
  id: string;
  user_type: string;
  first_name: string;
  email: string;
  password_hash: string;
}

/** The account, locked for the rest of the transaction; null once deleted (a second delete racing). */
export async function lockLiveAccount(tx: Db, userId: string): Promise<DeletableAccount | null> {
  const [row] = await queryRows<DeletableAccount>(
    tx,
    sql`select id, user_type::text as user_type, first_name, email, password_hash from users
        where id = ${userId} and deleted_at is null for update`,
  );
  return row ?? null;
}

/** Every stored file that is the account's: its photo, its pitches' covers, documents and team photos,
 * and the attachments it sent in conversations. */
export async function filesOf(tx: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ url: string | null }>(
    tx,
    sql`select photo as url from users where id = ${userId}
        union all select unnest(array[cover_card, cover_page]) from pitches where owner_id = ${userId}
        union all select d.url from pitch_documents d join pitches p on p.id = d.pitch_id
          where p.owner_id = ${userId}
        union all select m.photo from pitch_team_members m join pitches p on p.id = m.pitch_id
          where p.owner_id = ${userId}
        union all select a.url from message_attachments a
          join conversation_messages cm on cm.id = a.message_id where cm.sender_id = ${userId}`,
  );
  return [...new Set(rows.flatMap((row) => (row.url?.startsWith('/uploads/') ? [row.url] : [])))];
}

/**
 * The account's pitches and contact requests go. A pitch someone has a conversation about stays as an
 * empty, hidden shell with only its name, so the other side keeps that history (conversations hang on
 * their pitch); every other pitch is deleted with all it holds.
 */
export async function removePitchesAndRequests(tx: Db, userId: string): Promise<void> {
  const talkedAbout = sql`exists (select 1 from conversations c where c.pitch_id = p.id)`;
  await tx.execute(sql`delete from pitches p where p.owner_id = ${userId} and not ${talkedAbout}`);
  const shells = sql`select id from pitches where owner_id = ${userId}`;
  for (const table of ['pitch_team_members', 'pitch_documents', 'pitch_milestones', 'pitch_faqs']) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where pitch_id in (${shells})`);
  }
  await tx.execute(
    sql`update pitches set is_hidden = true, draft = true, name_of_company = '', location = '',
          short_summary = '', highlight = '{}', other_name = null, wow_factor = null, why_invent = null,
          target = 0, min_per_investor = 0, funding_raised = 0, cover_card = null, cover_page = null,
          updated_at = now()
        where owner_id = ${userId}`,
  );
  await tx.execute(
    sql`delete from contact_requests r where r.investor_id = ${userId}
          or r.pitch_id in (select id from pitches where owner_id = ${userId})`,
  );
}

/** What is only the account's: its bell, e-mail switches, codes, ended sessions and profile lists. */
export async function removePersonalRows(tx: Db, userId: string): Promise<void> {
  for (const table of [
    'notifications',
    'notification_preferences',
    'one_time_codes',
    'ended_sessions',
    'user_skills',
    'user_desired_projects',
    'user_expertise',
    'user_preferred_sectors',
  ]) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
  }
}

/**
 * The row stays (conversations and their messages point at it), emptied: named "Deleted user", a
 * tombstone address nobody can type (so the real one may sign up again), no password that can match,
 * no profile, out of every list (not complete), and every token refused (a new version).
 */
export async function anonymise(tx: Db, userId: string, name: string): Promise<void> {
  await tx.execute(
    sql`update users set first_name = ${name}, last_name = '',
          email = ${`deleted-${userId}@deleted.invalid`}, email_verified = false, password_hash = '!',
          token_version = token_version + 1, isd_code = '', mobile_number = '', country_id = null,
          register_country_id = null, register_state_id = null, register_city_id = null, bio = null,
          linkedin_profile = null, photo = null, is_profile_complete = false, arche_type_id = null,
          experience_years = null, experience_months = null, certification = null,
          your_achievement = null, new_skills = '{}', business_type_id = null, other_business_type = null,
          alma_mater_id = null, other_alma_mater = null, company_or_organization = null,
          investment_min = null, investment_max = null, pending_email = null, pending_isd_code = null,
          pending_country_id = null, pending_mobile_number = null, deleted_at = now(), updated_at = now()
        where id = ${userId}`,
  );
}
