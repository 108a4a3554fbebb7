import { MATCH_POINTS, type PitchInstrument, type PitchStage } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { contactRequests, pitches } from '../../db/schema/index.js';
import { publicPitchWhere, termsVisibleSql } from '../pitches/index.js';
import type { MatchedPitch, Thesis } from './score.js';

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

interface ThesisRow {
  id: string;
  investment_min: string | number | null;
  investment_max: string | number | null;
  thesis_stages: PitchStage[];
  thesis_instruments: PitchInstrument[];
  types: { id: string; title: string }[] | string;
  countries: { id: string; name: string }[] | string;
}

const parsed = <T>(value: T[] | string): T[] => (typeof value === 'string' ? JSON.parse(value) : value);

/** The theses of these users (investors), in one statement: desired projects, range, stages, countries, instruments. */
export async function loadTheses(db: Db, userIds: readonly string[]): Promise<Map<string, Thesis>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<ThesisRow>(
    db,
    sql`select u.id, u.investment_min, u.investment_max, u.thesis_stages, u.thesis_instruments,
      coalesce((select json_agg(json_build_object('id', pt.id, 'title', pt.title) order by pt.sort, pt.title)
        from user_desired_projects d join project_types pt on pt.id = d.project_type_id
        where d.user_id = u.id), '[]'::json) as types,
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
        from countries c where c.id = any(u.thesis_country_ids)), '[]'::json) as countries
    from users u where u.id in (${uuidList(userIds)})`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        projectTypes: parsed(row.types),
        range:
          row.investment_min !== null && row.investment_max !== null
            ? { min: Number(row.investment_min), max: Number(row.investment_max) }
            : null,
        stages: row.thesis_stages,
        countries: parsed(row.countries),
        instruments: row.thesis_instruments,
      },
    ]),
  );
}

/** What a match reads of a pitch, as the statements below select it. */
interface MatchedPitchRow {
  id: string;
  projectTypeId: string | null;
  projectTypeTitle: string | null;
  minPerInvestor: number | string;
  stage: string | null;
  instrument: string | null;
  countryId: string | null;
  countryName: string | null;
}

/**
 * The columns of a MatchedPitchRow, over `pitches` (unaliased: the visibility rule names it) left-joined
 * with `pt` (project_types) and `c` (countries).
 */
const matchedColumns = sql`pitches.id, pitches.project_type_id as "projectTypeId", pt.title as "projectTypeTitle",
  pitches.min_per_investor as "minPerInvestor", pitches.stage, pitches.instrument,
  pitches.country_id as "countryId", c.name as "countryName"`;
const matchedJoins = sql`left join project_types pt on pt.id = pitches.project_type_id
  left join countries c on c.id = pitches.country_id`;

const toMatchedPitch = (row: MatchedPitchRow): MatchedPitch => ({
  projectType:
    row.projectTypeId && row.projectTypeTitle !== null
      ? { id: row.projectTypeId, title: row.projectTypeTitle }
      : null,
  minPerInvestor: Number(row.minPerInvestor),
  stage: row.stage as PitchStage | null,
  country: row.countryId && row.countryName !== null ? { id: row.countryId, name: row.countryName } : null,
  instrument: row.instrument as PitchInstrument | null,
});

/**
 * What a match reads of these pitches. With `viewerId`: visible ones only (a hidden or draft pitch has no
 * match to show), and no private round whose terms the viewer may not see (a match explains the terms:
 * issue 32). Without: every one (the owner's own view of its requests).
 */
export async function loadMatchedPitches(
  db: Db,
  pitchIds: readonly string[],
  { viewerId }: { viewerId: string | null | 'owner' },
) {
  if (pitchIds.length === 0) return new Map<string, MatchedPitch>();
  const shown = viewerId === 'owner' ? sql`` : sql`and ${publicPitchWhere} and ${termsVisibleSql(viewerId)}`;
  const rows = await queryRows<MatchedPitchRow>(
    db,
    sql`select ${matchedColumns} from ${pitches} ${matchedJoins}
      where ${pitches.id} in (${uuidList(pitchIds)}) ${shown}`,
  );
  return new Map(rows.map((row): [string, MatchedPitch] => [row.id, toMatchedPitch(row)]));
}

/**
 * One criterion's points in SQL: met when the thesis part is empty (any) or `met` holds. The points are
 * the contract's constants, written as literals (bare parameters would leave `$1 + $2` untyped).
 */
const points = (points: number, anyPart: boolean, met: SQL) => {
  const literal = sql.raw(String(Math.trunc(points)));
  return anyPart ? literal : sql`(case when ${met} then ${literal} else 0 end)`;
};

/** scoreMatch (score.ts) as an SQL expression over `pitches`, for ranking many pitches in the database. */
export function matchScoreSql(thesis: Thesis): SQL {
  const range = thesis.range;
  return sql`(${sql.join(
    [
      points(
        MATCH_POINTS.project_type,
        thesis.projectTypes.length === 0,
        sql`${pitches.projectTypeId} in (${uuidList(thesis.projectTypes.map((t) => t.id))})`,
      ),
      points(MATCH_POINTS.ticket, range === null, sql`${pitches.minPerInvestor} <= ${range?.max ?? 0}`),
      points(
        MATCH_POINTS.stage,
        thesis.stages.length === 0,
        sql`${pitches.stage} in (${textList(thesis.stages)})`,
      ),
      points(
        MATCH_POINTS.country,
        thesis.countries.length === 0,
        sql`${pitches.countryId} in (${uuidList(thesis.countries.map((c) => c.id))})`,
      ),
      points(
        MATCH_POINTS.instrument,
        thesis.instruments.length === 0,
        sql`${pitches.instrument} in (${textList(thesis.instruments)})`,
      ),
    ],
    sql` + `,
  )})`;
}

/**
 * The visible pitches that best match, best first (newest first among equals): never the investor's own,
 * never one they have asked about (any request row, withdrawn ones too). Each with what its match reads,
 * joined after the ranking, so the explanation costs no second statement.
 */
export function recommendedQuery(thesis: Thesis, investorId: string, limit: number): SQL {
  return sql`select ${matchedColumns}, r.score from (
      select ${pitches.id} as id, ${matchScoreSql(thesis)} as score, ${pitches.createdAt} as created_at
      from ${pitches}
      where ${publicPitchWhere} and ${pitches.ownerId} <> ${investorId}::uuid
        and ${termsVisibleSql(investorId)}
        and ${pitches.id} not in (select cr.pitch_id from ${contactRequests} cr
          where cr.investor_id = ${investorId}::uuid)
      order by 2 desc, 3 desc, 1 desc
      limit ${limit}) r
    join ${pitches} on ${pitches.id} = r.id ${matchedJoins}
    order by r.score desc, r.created_at desc, r.id desc`;
}

/** The best-matching pitches (recommendedQuery), each with its score and what its match reads. */
export async function recommendedPitches(db: Db, thesis: Thesis, investorId: string, limit: number) {
  const rows = await queryRows<MatchedPitchRow & { score: number }>(
    db,
    recommendedQuery(thesis, investorId, limit),
  );
  return rows.map((row) => ({ id: row.id, score: Number(row.score), pitch: toMatchedPitch(row) }));
}

/** Every visible pitch's SQL score for a thesis (tests hold it equal to scoreMatch). */
export function sqlScores(db: Db, thesis: Thesis, pitchIds: readonly string[]) {
  return queryRows<{ id: string; score: number }>(
    db,
    sql`select ${pitches.id} as "id", ${matchScoreSql(thesis)} as "score" from ${pitches}
      where ${pitches.id} in (${uuidList(pitchIds)})`,
  );
}
