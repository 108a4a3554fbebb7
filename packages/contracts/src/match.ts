/**
 * A match between an investor's thesis and a pitch (issue 22): a score that is exactly the sum of the
 * points of its met criteria, each named and explained, so both sides can read why.
 */
import { z } from 'zod';

export const MATCH_CRITERIA = ['project_type', 'ticket', 'stage', 'country', 'instrument'] as const;
export type MatchCriterionName = (typeof MATCH_CRITERIA)[number];

/** What each criterion is worth when met; they add up to 100. */
export const MATCH_POINTS: Record<MatchCriterionName, number> = {
  project_type: 30,
  ticket: 25,
  stage: 20,
  country: 15,
  instrument: 10,
};

export const CRITERION_LABELS: Record<MatchCriterionName, string> = {
  project_type: 'Project type',
  ticket: 'Ticket',
  stage: 'Stage',
  country: 'Country',
  instrument: 'Instrument',
};

export const matchCriterion = z.object({
  name: z.enum(MATCH_CRITERIA),
  met: z.boolean(),
  /** MATCH_POINTS[name] when met, else 0. */
  points: z.number().int().nonnegative(),
  /** e.g. 'Seed ✓ (you: Pre-seed–Seed)', 'Country ✗ (you: Canada, United States)'. */
  detail: z.string(),
});
export type MatchCriterion = z.infer<typeof matchCriterion>;

export const match = z.object({
  /** 0-100: the sum of the criteria's points. */
  score: z.number().int().min(0).max(100),
  criteria: z.array(matchCriterion),
});
export type Match = z.infer<typeof match>;
