import {
  type Commitment,
  type CommitmentTotals,
  getAgreements,
  getRoundTerms,
  type PitchCommitmentRow,
} from '@angelbridge/contracts';
import { answer } from '../../../test/api';

export const PITCH_ID = '9b2f6c1e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const AT = '2026-11-20T10:00:00.000Z';

let next = 0;
/** A fresh uuid-shaped id per call, so rows keep their own keys. */
const anId = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

/** An indicated commitment of C$25,000 without conditions, by `name`. */
export function aCommitment(overrides: Partial<Commitment> = {}, name = 'Ivy Investor'): Commitment {
  return {
    _id: anId(),
    pitch_id: PITCH_ID,
    investor: { _id: anId(), name, company_or_organization: null, profile_pic: null },
    amount: 25_000,
    conditions: { min_round_total: null, requires_lead: false, until: null },
    conditions_met: true,
    condition_status: [],
    status: 'indicated',
    note: null,
    decision_reason: null,
    created_at: AT,
    updated_at: AT,
    history: [],
    ...overrides,
  };
}

export const aRow = (overrides: Partial<Commitment> = {}, name?: string): PitchCommitmentRow => ({
  ...aCommitment(overrides, name),
  match: null,
  certification: null,
});

export function totalsOf(rows: PitchCommitmentRow[], target = 250_000): CommitmentTotals {
  const sum = (pick: (row: PitchCommitmentRow) => boolean) =>
    rows.filter(pick).reduce((total, row) => total + row.amount, 0);
  const accepted = sum((row) => row.status === 'accepted' || row.status === 'closing');
  return {
    indicated: sum((row) => row.status === 'indicated'),
    accepted,
    accepted_conditions_met: sum((row) => row.status === 'accepted' && row.conditions_met),
    investors: rows.filter((row) => ['indicated', 'accepted', 'closing'].includes(row.status)).length,
    target,
    percent_of_target: Math.round((accepted / target) * 1000) / 10,
  };
}

/** A /getPitchCommitments answer over `all`, filtered by status as the server would. */
export function roundAnswer(all: PitchCommitmentRow[], status?: string, state: 'open' | 'closing' = 'open') {
  const rows = status ? all.filter((row) => row.status === status) : all;
  return {
    success: true as const,
    message: 'Round loaded.',
    round: { pitch_id: PITCH_ID, state, show_progress: false, closed_at: null },
    commitments: rows,
    page: 1,
    page_size: 50,
    total: rows.length,
    totals: totalsOf(all),
    lead: null,
    lead_offers: [],
    accepted_over_time: [],
  };
}

/** The agreements part of the page (features/agreements, tested there): no terms, no agreements yet. */
export function answerNoAgreements() {
  answer(getRoundTerms, {
    success: true,
    message: 'Round terms loaded.',
    round_terms: null,
    instrument: null,
    may_edit: false,
    cannot_edit_reason: null,
    preview_url: null,
  });
  answer(getAgreements, { success: true, message: 'OK', agreements: [], page: 1, page_size: 50, total: 0 });
}
