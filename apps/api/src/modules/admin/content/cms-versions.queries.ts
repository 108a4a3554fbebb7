import { CMS_VERSIONS_LIMIT, type CmsCode, type CmsVersion } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { iso } from '../../../db/iso.js';

interface VersionRow {
  id: string;
  cms_code: CmsCode;
  title: string;
  content: string;
  status: CmsVersion['status'];
  created_by: string | null;
  created_at: Date | string;
  published_at: Date | string | null;
  current: boolean;
}

const toVersion = (row: VersionRow): CmsVersion => ({
  _id: row.id,
  cms_code: row.cms_code,
  title: row.title,
  content: row.content,
  status: row.status,
  created_by: row.created_by,
  created_at: iso(row.created_at),
  published_at: row.published_at ? iso(row.published_at) : null,
  current: row.current,
});

/** The current version of a page is its latest published one (what cms_pages was last written from). */
const selectVersions = (where: ReturnType<typeof sql>) => sql`
  select v.id, v.cms_code, v.title, v.content, v.status,
    case when u.id is null then null else u.first_name || ' ' || u.last_name end as created_by,
    v.created_at, v.published_at,
    v.id = (select c.id from cms_versions c where c.cms_code = v.cms_code and c.status = 'published'
            order by c.published_at desc, c.created_at desc limit 1) as current
  from cms_versions v left join users u on u.id = v.created_by
  where ${where}`;

export async function listVersions(db: Db, code: CmsCode): Promise<CmsVersion[]> {
  const rows = await queryRows<VersionRow>(
    db,
    sql`${selectVersions(sql`v.cms_code = ${code}`)}
        order by (v.status = 'draft') desc, coalesce(v.published_at, v.created_at) desc limit ${CMS_VERSIONS_LIMIT}`,
  );
  return rows.map(toVersion);
}

export async function findVersion(db: Db, id: string): Promise<CmsVersion | null> {
  const [row] = await queryRows<VersionRow>(db, selectVersions(sql`v.id = ${id}`));
  return row ? toVersion(row) : null;
}

/** The page's one open draft, replaced in place (a page has at most one: a unique partial index). */
export async function upsertDraft(
  tx: Db,
  draft: { code: CmsCode; title: string; content: string; adminId: string },
): Promise<{ id: string; before: { title: string; content: string } | null }> {
  const [previous] = await queryRows<{ id: string; title: string; content: string }>(
    tx,
    sql`select id, title, content from cms_versions where cms_code = ${draft.code} and status = 'draft' for update`,
  );
  if (previous) {
    await tx.execute(sql`update cms_versions
      set title = ${draft.title}, content = ${draft.content}, created_by = ${draft.adminId}, created_at = now()
      where id = ${previous.id}`);
    return { id: previous.id, before: { title: previous.title, content: previous.content } };
  }
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into cms_versions (cms_code, title, content, status, created_by)
        values (${draft.code}, ${draft.title}, ${draft.content}, 'draft', ${draft.adminId}) returning id`,
  );
  if (!row) throw new Error('draft not stored');
  return { id: row.id, before: null };
}

/** Locks a version for publishing; the page row is locked too, so two publications queue up. */
export async function lockVersion(tx: Db, id: string) {
  const [row] = await queryRows<{
    id: string;
    cms_code: CmsCode;
    title: string;
    content: string;
    status: string;
  }>(tx, sql`select id, cms_code, title, content, status from cms_versions where id = ${id} for update`);
  if (!row) return null;
  const [page] = await queryRows<{ title: string; content: string }>(
    tx,
    sql`select title, content from cms_pages where cms_code = ${row.cms_code} for update`,
  );
  return { version: row, page: page ?? null };
}

/**
 * Makes a version the page: a draft becomes published; an older published version is copied as a new
 * published one (a restore), so the history only grows. Writing cms_pages fires its public_change
 * trigger, which empties /getCms's cache on every instance.
 */
export async function publishVersion(
  tx: Db,
  version: { id: string; cms_code: CmsCode; title: string; content: string; status: string },
  adminId: string,
): Promise<string> {
  let publishedId = version.id;
  if (version.status === 'draft') {
    await tx.execute(
      sql`update cms_versions set status = 'published', published_at = now() where id = ${version.id}`,
    );
  } else {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into cms_versions (cms_code, title, content, status, created_by, published_at)
          values (${version.cms_code}, ${version.title}, ${version.content}, 'published', ${adminId}, now())
          returning id`,
    );
    if (!row) throw new Error('restored version not stored');
    publishedId = row.id;
  }
  await tx.execute(sql`update cms_pages set title = ${version.title}, content = ${version.content},
    updated_at = now() where cms_code = ${version.cms_code}`);
  return publishedId;
}
