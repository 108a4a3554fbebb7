import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { users } from '../../schema/index.js';
import { loadSeedLookups } from './lookups.js';
import { demoPasswordHash } from './password.js';
import { generatePerson, loadFakers, type SeedPerson } from './people.js';
import { storePeople } from './store-people.js';

const BATCH = 5_000;
export const SCALE_SEED = 50_000;

/**
 * Adds `count` generated people (about 65% entrepreneurs, 95% with complete profiles) for benchmarks.
 * Runs beside existing data: e-mails continue after the people already there. Reference data must exist.
 */
export async function seedScale(
  db: Db,
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<{ added: number; ms: number }> {
  const started = Date.now();
  const lookups = await loadSeedLookups(db);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const offset = existing?.n ?? 0;
  const fakers = await loadFakers(SCALE_SEED + offset);
  const hash = await demoPasswordHash();
  for (let start = 0; start < count; start += BATCH) {
    const batch: SeedPerson[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      batch.push(
        generatePerson(fakers, lookups, {
          type: fakers.main.number.float() < 0.65 ? 'entrepreneur' : 'investor',
          email: (slug) => `${slug}.${offset + i + 1}@example.com`,
          complete: fakers.main.number.float() < 0.95,
        }),
      );
    }
    await db.transaction(async (tx) => storePeople(tx as unknown as Db, batch, hash));
    onProgress(Math.min(count, start + BATCH));
  }
  return { added: count, ms: Date.now() - started };
}
