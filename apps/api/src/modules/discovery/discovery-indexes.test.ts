import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectTypes } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson } from '../../test/people.js';
import { insertPitch } from '../../test/pitches.js';
import {
  amountBoundsQuery,
  listedTypesQuery,
  newestOfTypesQuery,
  newestPerTypeQuery,
  searchPerTypeQuery,
  similarPitchesQuery,
} from './investment.queries.js';
import { searchPitchIdsQuery } from './pitch-search.queries.js';
import { investorBoundsQuery, newestScouted, searchScouted } from './scout.queries.js';

/**
 * The listing's and the scout page's queries read indexes, never a whole table of pitches or people.
 * With sequential scans switched off, the planner still chooses one only where no index applies, so a
 * "Seq Scan" on pitches or users here is a query (or an index) that would not scale; `pnpm bench` times
 * the same queries with 50,000 people and 10,000 pitches.
 */

const SCALE_PITCHES = 1_000;
const SCALE_PEOPLE = 5_000;

let t: TestApp;
let typeIds: string[];
let pitchId: string;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

type Node = PlanNode & { parent?: string };

function nodes(plan: PlanNode, parent?: string): Node[] {
  return [{ ...plan, parent }, ...(plan.Plans ?? []).flatMap((child) => nodes(child, plan['Node Type']))];
}

async function plan(query: SQL | SQLWrapper): Promise<Node[]> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${query.getSQL()}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const raw = Object.values(result.rows[0] ?? {})[0];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodes(parsed[0]?.Plan as PlanNode);
  });
}

/** Indexes of the big tables: an index scan on one of them must be bounded by a condition. */
let bigTableIndexes: Set<string>;

/**
 * No sequential scan of pitches or people, every index scan of theirs bounded by an Index Cond or a
 * Limit (not a whole index read in place of the table), and `indexes` among those used.
 */
async function expectIndexed(query: SQL | SQLWrapper, indexes: string[]) {
  const all = await plan(query);
  const shown = JSON.stringify(all.map((n) => [n['Node Type'], n['Relation Name'] ?? n['Index Name']]));
  const seqScans = all.filter(
    (n) => n['Node Type'] === 'Seq Scan' && ['pitches', 'users'].includes(n['Relation Name'] ?? ''),
  );
  expect(seqScans, shown).toEqual([]);
  // a scan under a Limit reads the first rows only (min, max, the newest few)
  // users_suspended holds the suspended accounts only (issue 21): read whole, it is the few to leave out
  const unbounded = all.filter(
    (n) =>
      bigTableIndexes.has(n['Index Name'] ?? '') &&
      n['Index Name'] !== 'users_suspended' &&
      !n['Index Cond'] &&
      n.parent !== 'Limit',
  );
  expect(unbounded, shown).toEqual([]);
  const used = new Set(all.map((n) => n['Index Name']).filter(Boolean));
  for (const index of indexes) expect([...used], `uses ${index}: ${shown}`).toContain(index);
}

beforeAll(async () => {
  t = await startTestApp();
  typeIds = (await t.db.select({ id: projectTypes.id }).from(projectTypes)).map((r) => r.id);
  const { id: ownerId } = await insertPerson(t.db, { firstName: 'Amara', lastName: 'Okafor' });
  await insertPerson(t.db, {
    type: 'investor',
    firstName: 'Olivia',
    lastName: 'Tremblay',
    expertise: ['Fintech'],
    investment: { min: 1_000, max: 5_000 },
  });
  pitchId = await insertPitch(t.db, { ownerId, name: 'LedgerLoop', projectType: 'Fintech' });
  // enough rows that the planner's statistics look like a real AngelBridge's (a tenth of the bench's)
  await t.db.execute(sql`insert into pitches (owner_id, name_of_pitch, name_of_company, location, short_summary,
      highlight, project_type_id, target, min_per_investor, is_hidden, draft, created_at)
    select ${ownerId}, 'Pitch ' || i, 'Company ' || i, 'Toronto, Ontario', 'Summary number ' || i,
      array['Highlight ' || i], (select id from project_types order by sort offset i % 15 limit 1),
      10000 * (1 + i % 300), 1000 * (1 + i % 97), i % 20 = 0, i % 25 = 0, now() - i * interval '1 hour'
    from generate_series(1, ${SCALE_PITCHES}) as i`);
  await t.db.execute(sql`insert into users (user_type, first_name, last_name, email, password_hash, isd_code,
      mobile_number, is_profile_complete, investment_min, investment_max, created_at)
    select (case when i % 3 = 0 then 'investor' else 'entrepreneur' end)::user_type, 'First' || i, 'Last' || i,
      'person' || i || '@scale.test', 'x', '1', '555' || i, i % 20 <> 0,
      case when i % 3 = 0 then 1000 * (1 + i % 50) end, case when i % 3 = 0 then 100000 * (1 + i % 50) end,
      now() - i * interval '1 hour'
    from generate_series(1, ${SCALE_PEOPLE}) as i`);
  // what autovacuum does soon after a bulk load: new entries leave the GIN indexes' pending lists
  await t.db.execute(sql`select gin_clean_pending_list(c.oid) from pg_class c
    join pg_am a on a.oid = c.relam where a.amname = 'gin' and c.relkind = 'i'`);
  await t.db.execute(sql`analyze`);
  const found = (await t.db.execute(
    sql`select indexname from pg_indexes where tablename in ('pitches', 'users')`,
  )) as unknown as { rows: { indexname: string }[] };
  bigTableIndexes = new Set(found.rows.map((r) => r.indexname));
});
afterAll(() => t.close());

const someTypes = () => typeIds.slice(0, 3);
const tsq = "'ledgerloop':*";

describe('listing queries use indexes', () => {
  it('newest per project type, with and without filters', async () => {
    await expectIndexed(newestPerTypeQuery({ typeIds: [] }, 8), []);
    await expectIndexed(newestPerTypeQuery({ typeIds: someTypes(), range: { min: 0, max: 9_000 } }, 8), []);
  });

  it('text search', async () => {
    await expectIndexed(searchPerTypeQuery({ typeIds: [] }, { tsq, name: 'ledgerloop' }, 8), [
      'pitches_search_vector',
    ]);
    await expectIndexed(
      searchPerTypeQuery({ typeIds: someTypes(), range: { min: 0, max: 9_000 } }, { tsq, name: 'x' }, 8),
      [],
    );
  });

  it('the header search’s pitches', async () => {
    await expectIndexed(searchPitchIdsQuery({ tsq, name: 'ledgerloop' }, 8), ['pitches_search_vector']);
  });

  it('slider bounds, filter options and similar pitches', async () => {
    await expectIndexed(amountBoundsQuery, ['pitches_public_min']);
    await expectIndexed(listedTypesQuery, []);
    await expectIndexed(newestOfTypesQuery(someTypes(), [pitchId], 6), []);
    await expectIndexed(similarPitchesQuery(pitchId, { typeId: typeIds[0] ?? null, target: 500_000 }, 6), [
      'pitches_public_type_target',
      'pitches_public_target',
    ]);
  });
});

describe('scout queries use indexes', () => {
  it('newest people of a kind, with the investors’ filters', async () => {
    await expectIndexed(newestScouted(t.db, { type: 'entrepreneur', expertise: [] }, 24, 25), [
      'users_listing',
    ]);
    await expectIndexed(
      newestScouted(t.db, { type: 'investor', expertise: someTypes(), min: 10, max: 100_000 }, 0, 25),
      [],
    );
  });

  it('text search and the slider bounds', async () => {
    await expectIndexed(
      searchScouted(t.db, { type: 'investor', expertise: [] }, { tsq: "'olivia':*", name: 'olivia' }, 0, 25),
      ['users_search_vector'],
    );
    await expectIndexed(investorBoundsQuery, ['users_investor_min', 'users_investor_max']);
  });
});
