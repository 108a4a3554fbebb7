import {
  INSTRUMENT_LABELS,
  MATCH_POINTS,
  type Match,
  type MatchCriterion,
  type MatchCriterionName,
  PITCH_STAGES,
  type PitchInstrument,
  type PitchStage,
  STAGE_LABELS,
} from '@angelbridge/contracts';

/**
 * The one match rule (issue 22), pure: an investor's thesis against a pitch's round gives one criterion
 * per MATCH_CRITERIA entry, each met or not with a sentence saying why, and a score that is exactly the
 * sum of the met criteria's points. An empty part of the thesis means "any" and is met (the detail says
 * so). The SQL ranking of recommendations (matching.queries.ts) mirrors it; a test holds them equal.
 */

export interface Thesis {
  projectTypes: { id: string; title: string }[];
  /** The investor's ticket range; null means any. */
  range: { min: number; max: number } | null;
  stages: PitchStage[];
  countries: { id: string; name: string }[];
  instruments: PitchInstrument[];
}

export interface MatchedPitch {
  projectType: { id: string; title: string } | null;
  minPerInvestor: number;
  stage: PitchStage | null;
  country: { id: string; name: string } | null;
  instrument: PitchInstrument | null;
}

export const thesisIsEmpty = (t: Thesis) =>
  t.projectTypes.length === 0 &&
  t.range === null &&
  t.stages.length === 0 &&
  t.countries.length === 0 &&
  t.instruments.length === 0;

const money = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
const cad = (amount: number) => `C$ ${money.format(amount)}`;

/** Stages in list order; a run of neighbours reads as a span ('Pre-seed–Seed'). */
function stageList(stages: PitchStage[]): string {
  const sorted = PITCH_STAGES.filter((stage) => stages.includes(stage));
  const first = sorted[0];
  const last = sorted.at(-1);
  const contiguous =
    first !== undefined &&
    last !== undefined &&
    PITCH_STAGES.indexOf(last) - PITCH_STAGES.indexOf(first) === sorted.length - 1;
  if (sorted.length >= 2 && contiguous) return `${STAGE_LABELS[first]}–${STAGE_LABELS[last]}`;
  return sorted.map((stage) => STAGE_LABELS[stage]).join(', ');
}

function criterion(name: MatchCriterionName, met: boolean, what: string, yours: string): MatchCriterion {
  return {
    name,
    met,
    points: met ? MATCH_POINTS[name] : 0,
    detail: `${what} ${met ? '✓' : '✗'} (you: ${yours})`,
  };
}

/** An "is it one of mine" criterion: met when the thesis lists none (any) or lists the pitch's value. */
function oneOf(
  name: MatchCriterionName,
  value: string | null,
  label: string,
  chosen: { value: string; label: string }[],
  anyText: string,
  yours = chosen.map((c) => c.label).join(', '),
): MatchCriterion {
  if (chosen.length === 0) return criterion(name, true, label, anyText);
  return criterion(name, value !== null && chosen.some((c) => c.value === value), label, yours);
}

export function scoreMatch(thesis: Thesis, pitch: MatchedPitch): Match {
  const range = thesis.range;
  const criteria: MatchCriterion[] = [
    oneOf(
      'project_type',
      pitch.projectType?.id ?? null,
      pitch.projectType?.title ?? 'Project type not given',
      thesis.projectTypes.map((t) => ({ value: t.id, label: t.title })),
      'any project type',
    ),
    // the pitch's minimum ticket must be one the investor would write: at most the top of their range
    range === null
      ? criterion('ticket', true, `Ticket ${cad(pitch.minPerInvestor)}`, 'any ticket')
      : criterion(
          'ticket',
          pitch.minPerInvestor <= range.max,
          `Ticket ${cad(pitch.minPerInvestor)}`,
          `${cad(range.min)}–${cad(range.max)}`,
        ),
    oneOf(
      'stage',
      pitch.stage,
      pitch.stage ? STAGE_LABELS[pitch.stage] : 'Stage not given',
      thesis.stages.map((s) => ({ value: s, label: STAGE_LABELS[s] })),
      'any stage',
      stageList(thesis.stages),
    ),
    oneOf(
      'country',
      pitch.country?.id ?? null,
      pitch.country?.name ?? 'Country not given',
      thesis.countries.map((c) => ({ value: c.id, label: c.name })),
      'any country',
    ),
    oneOf(
      'instrument',
      pitch.instrument,
      pitch.instrument ? INSTRUMENT_LABELS[pitch.instrument] : 'Instrument not given',
      thesis.instruments.map((i) => ({ value: i, label: INSTRUMENT_LABELS[i] })),
      'any instrument',
    ),
  ];
  return { score: criteria.reduce((sum, c) => sum + c.points, 0), criteria };
}
