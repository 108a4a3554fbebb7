/**
 * Money received and the investor's portfolio (issue 33): the founder marks a commitment with a completed
 * agreement funded (the pitch's funding_raised becomes the sum of funded amounts); the investor reads
 * their investments with totals by instrument and by year.
 */
import { z } from 'zod';
import { calls } from './call-routes.js';
import { commitment, utcToday, wholeDollars } from './commitment-entities.js';
import { COMMITMENT_STATUSES } from './commitment-texts.js';
import { endpoint, idSchema, ok } from './http.js';
import { RECEIVED_ON_MIN, portfolioTexts as t } from './portfolio-texts.js';
import { PITCH_INSTRUMENTS } from './round.js';

export * from './portfolio-texts.js';

const timestamp = z.iso.datetime({ offset: true });

export const markCommitmentFundedForm = z.object({
  commitment_id: idSchema('commitment id'),
  amount_received: wholeDollars(t.amountInvalid),
  received_on: z.iso
    .date({ error: t.receivedOnInvalid, abort: true })
    .refine((day) => day <= utcToday(), { error: t.receivedOnFuture, abort: true })
    .refine((day) => day >= RECEIVED_ON_MIN, { error: t.receivedOnTooOld }),
});

export const markCommitmentFunded = endpoint({
  ...calls.markCommitmentFunded,
  summary:
    "Records the money received on a commitment of the caller's pitch whose agreement is completed: the commitment " +
    "becomes funded, the pitch's funding_raised becomes the sum of funded amounts, and the investor is told.",
  request: markCommitmentFundedForm,
  response: ok({ commitment, funding_raised: z.number().int() }),
});

export const portfolioInvestment = z.object({
  commitment_id: z.uuid(),
  agreement_id: z.uuid(),
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  company_legal_name: z.string(),
  /** The committed amount. */
  amount: z.number().int(),
  amount_received: z.number().int().nullable(),
  instrument: z.enum(PITCH_INSTRUMENTS),
  /** The terms in one line of words (keyTermsLine). */
  key_terms: z.string(),
  signed_at: timestamp,
  funded_on: z.iso.date().nullable(),
  status: z.enum(COMMITMENT_STATUSES),
  /** Signed, browser-bound link to the completed agreement PDF. */
  agreement_url: z.string().nullable(),
});
export type PortfolioInvestment = z.infer<typeof portfolioInvestment>;

export const getPortfolio = endpoint({
  ...calls.getPortfolio,
  summary:
    "The caller's investments (commitments with a completed agreement, funded or not), with totals by instrument, by " +
    'year, and by year and instrument. Totals count the amount received when funded, else the committed amount; the ' +
    'year is that of received_on, else of signing.',
  request: z.object({}).loose(),
  response: ok({
    investments: z.array(portfolioInvestment),
    totals_by_instrument: z.array(
      z.object({ instrument: z.enum(PITCH_INSTRUMENTS), amount: z.number().int(), count: z.number().int() }),
    ),
    totals_by_year: z.array(
      z.object({ year: z.number().int(), amount: z.number().int(), count: z.number().int() }),
    ),
    by_year_and_instrument: z.array(
      z.object({ year: z.number().int(), instrument: z.enum(PITCH_INSTRUMENTS), amount: z.number().int() }),
    ),
    total_amount: z.number().int(),
    /** Signed, browser-bound GET link to one ZIP of the completed agreement PDFs; null when there are none. */
    download_url: z.string().nullable(),
  }),
});

export const portfolioEndpoints = [markCommitmentFunded, getPortfolio] as const;
