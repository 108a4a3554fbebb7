import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { PITCH_IDEAS } from './ideas/index.js';
import { insertRecords, PITCH_RECORD_COLUMNS } from './insert.js';
import { loadSeedLookups } from './lookups.js';
import { loadFakers } from './people.js';
import { MILESTONES, TEAM_POSITIONS } from './vocabulary.js';

const BATCH = 2_000;
export const SCALE_PITCH_SEED = 10_000;

/**
 * Adds `count` generated pitches for benchmarks, owned by the entrepreneurs already there (seedScale
 * first): variations of the demo ideas across every project type, with team, documents and milestones,
 * 5% hidden and 5% drafts. Documents point at URLs without files: nothing serves them in a benchmark.
 */
export async function seedScalePitches(
  db: Db,
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<{ added: number; ms: number }> {
  const started = Date.now();
  const lookups = await loadSeedLookups(db);
  const owners = (
    (await db.execute(sql`select id from users
      where user_type = 'entrepreneur' and is_profile_complete order by created_at, id limit 5000`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  if (owners.length === 0) throw new Error('Seed people first: pitches need entrepreneurs to own them.');
  const typeIds = new Map(lookups.projectTypes.map((t) => [t.label, t.id]));
  const f = (await loadFakers(SCALE_PITCH_SEED)).main;
  for (let start = 0; start < count; start += BATCH) {
    const pitches: object[] = [];
    const team: object[] = [];
    const documents: object[] = [];
    const milestones: object[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const idea = f.helpers.arrayElement(PITCH_IDEAS);
      const id = f.string.uuid();
      const place = f.helpers.arrayElement(lookups.places);
      const target = f.number.int({ min: 5, max: 600 }) * 5_000;
      const name = `${idea.name} ${f.word.noun()}`.replace(/^./, (c) => c.toUpperCase());
      const draft = f.number.float() < 0.05;
      pitches.push({
        id,
        owner_id: owners[i % owners.length],
        name_of_pitch: name,
        name_of_company: idea.company,
        location: `${place.cityName}, ${place.stateName}`,
        short_summary: idea.summary,
        highlight: idea.highlights,
        project_type_id: typeIds.get(idea.type) ?? null,
        other_name: idea.otherName ?? null,
        wow_factor: idea.wow,
        why_invent: idea.why,
        target,
        min_per_investor: Math.min(target, f.number.int({ min: 1, max: 200 }) * 500),
        funding_raised: Math.round((target * f.number.float({ min: 0, max: 0.85 })) / 5_000) * 5_000,
        is_hidden: f.number.float() < 0.05,
        draft,
        _days_ago: f.number.int({ min: 0, max: 730 }),
      });
      for (const [m, position] of f.helpers.arrayElements(TEAM_POSITIONS, { min: 1, max: 3 }).entries()) {
        const first = f.person.firstName();
        const last = f.person.lastName();
        team.push({
          pitch_id: id,
          name: `${first} ${last}`,
          email: `${first}.${last}.${i}.${m}@scale.example`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
          mobile_number: `416${f.string.numeric(7)}`,
          position,
          bio: `${position} at ${name}.`,
        });
      }
      documents.push(
        { pitch_id: id, url: `/uploads/scale/${id}.png`, name: 'cover.png', kind: 'png', sort: 0 },
        { pitch_id: id, url: `/uploads/scale/${id}.pdf`, name: 'overview.pdf', kind: 'pdf', sort: 1 },
      );
      if (!draft) {
        for (const [m, [milestone, description]] of f.helpers
          .arrayElements(MILESTONES, { min: 2, max: 3 })
          .entries()) {
          milestones.push({ pitch_id: id, milestone_name: milestone, description, _in_days: 30 * (m + 1) });
        }
      }
    }
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await insertRecords(t, 'pitches', PITCH_RECORD_COLUMNS, pitches, {
        created_at: `now() - x._days_ago * interval '1 day'`,
        updated_at: `now() - x._days_ago * interval '1 day'`,
      });
      await insertRecords(
        t,
        'pitch_team_members',
        {
          pitch_id: 'uuid',
          name: 'text',
          email: 'text',
          mobile_number: 'text',
          position: 'text',
          bio: 'text',
        },
        team,
      );
      await insertRecords(
        t,
        'pitch_documents',
        { pitch_id: 'uuid', url: 'text', name: 'text', kind: 'text', sort: 'int' },
        documents,
      );
      await insertRecords(
        t,
        'pitch_milestones',
        { pitch_id: 'uuid', milestone_name: 'text', description: 'text', _in_days: 'int' },
        milestones,
        { target_date: 'current_date + x._in_days' },
      );
    });
    onProgress(Math.min(count, start + BATCH));
  }
  return { added: count, ms: Date.now() - started };
}
