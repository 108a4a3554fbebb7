import { z } from 'zod';
import { calls } from './call-routes.js';
import { emptyRequest, endpoint, ok } from './http.js';

const count = z.number().int().nonnegative();

/**
 * The headline numbers of home and /scout, counted from the data rather than typed as text (SPEC.md's
 * static '40+ investors', '31 Unicorn partners', '$1M+' departed from; docs/spec-notes.md). Only what a
 * guest could find counts: complete profiles of accounts not suspended, pitches published, not hidden and
 * not withdrawn.
 */
export const platformStats = z.object({
  investors: count,
  entrepreneurs: count,
  /** Published pitches (the 'ventures' line). */
  pitches: count,
  /** The sum of the funding raised on those pitches, in whole units of `currency`. */
  capital_raised: count,
  /** Every amount of the platform is in Canadian dollars, as the cards show them (§9). */
  currency: z.literal('CAD'),
});
export type PlatformStats = z.infer<typeof platformStats>;

export const getPlatformStats = endpoint({
  ...calls.getPlatformStats,
  summary: 'The headline numbers: investors and entrepreneurs to find, published pitches, capital raised.',
  request: emptyRequest,
  response: ok({ stats: platformStats }),
});
