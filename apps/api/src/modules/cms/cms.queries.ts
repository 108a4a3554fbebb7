import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsPages } from '../../db/schema/index.js';

export async function findCmsPage(db: Db, code: string) {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.cmsCode, code)).limit(1);
  return row ?? null;
}
