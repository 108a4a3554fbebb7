import type { Round } from '@angelbridge/contracts';
import type { RoundRow } from './commitments.queries.js';

export const toRound = (row: RoundRow): Round => ({
  pitch_id: row.pitch_id,
  state: row.state,
  show_progress: row.show_progress,
  closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
});
