import type { PitchInstrument, PitchStage } from '@angelbridge/contracts';
import { hashOf } from './hash.js';
import type { DemoPitch } from './model.js';

/**
 * A believable round for each demo pitch (issue 31: the /invest Stage and Country filters found nothing
 * on the demo). Drawn from a hash of the pitch's id rather than the seed's faker, so adding the rounds
 * left every other planned value as it was.
 */
export interface DemoRound {
  stage: PitchStage;
  instrument: PitchInstrument;
  /** Only for a SAFE or a note, where a cap is the norm. */
  valuation_cap: number | null;
  /** Days from today; a round still open closes in the weeks to come. */
  _close_in_days: number;
  country_id: string;
}

/** The stages a round of this size is usually raised at, smallest first. */
function stagesFor(target: number): PitchStage[] {
  if (target <= 250_000) return ['idea', 'pre_seed'];
  if (target <= 1_000_000) return ['pre_seed', 'seed'];
  if (target <= 2_000_000) return ['seed', 'series_a'];
  return ['series_a', 'growth'];
}

/** Early rounds mostly use SAFEs and notes; later ones priced equity. */
const EARLY: PitchInstrument[] = ['safe', 'safe', 'convertible_note', 'equity'];

export function roundOf(pitch: Pick<DemoPitch, 'id' | 'target' | 'place'>): DemoRound {
  const h = hashOf(`round:${pitch.id}`);
  const stages = stagesFor(pitch.target);
  const stage = stages[h % stages.length] as PitchStage;
  const early = stage === 'idea' || stage === 'pre_seed' || stage === 'seed';
  const instrument = early ? (EARLY[(h >>> 3) % EARLY.length] as PitchInstrument) : 'equity';
  const capped = instrument === 'safe' || instrument === 'convertible_note';
  // a cap of 5 to 12 times the round, to the nearest $250,000
  const multiple = 5 + ((h >>> 6) % 8);
  return {
    stage,
    instrument,
    valuation_cap: capped ? Math.round((pitch.target * multiple) / 250_000) * 250_000 : null,
    _close_in_days: 21 + ((h >>> 10) % 150),
    country_id: pitch.place.countryId,
  };
}

/** The round's columns for insertRecords, and the close date computed from `_close_in_days`. */
export const ROUND_RECORD_COLUMNS = {
  stage: 'text',
  instrument: 'text',
  valuation_cap: 'bigint',
  _close_in_days: 'int',
  country_id: 'uuid',
} as const;
export const ROUND_COMPUTED = { close_date: 'current_date + x._close_in_days' } as const;
