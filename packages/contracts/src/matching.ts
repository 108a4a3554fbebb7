import { z } from 'zod';
import { calls } from './call-routes.js';
import { endpoint, idSchema, listField, ok } from './http.js';
import { match } from './match.js';
import { publicPitchCard } from './pitch-entities.js';

export * from './match.js';

export const RECOMMENDED_DEFAULT = 6;
export const RECOMMENDED_MAX = 24;
/** Pitches one /getPitchMatches call may ask about (a listing page shows fewer). */
export const PITCH_MATCHES_MAX = 100;

export const recommendedPitch = publicPitchCard.extend({ match });
export type RecommendedPitch = z.infer<typeof recommendedPitch>;

export const getRecommendedPitches = endpoint({
  ...calls.getRecommendedPitches,
  summary:
    "The visible pitches that best match the investor's thesis, best first; never the investor's own or ones they asked about.",
  request: z.object({
    limit: z
      .preprocess(
        (value) =>
          value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
        z
          .number({ error: `limit must be a whole number from 1 to ${RECOMMENDED_MAX}.` })
          .int({ error: `limit must be a whole number from 1 to ${RECOMMENDED_MAX}.` })
          .min(1, { error: `limit must be a whole number from 1 to ${RECOMMENDED_MAX}.` })
          .max(RECOMMENDED_MAX, { error: `limit must be a whole number from 1 to ${RECOMMENDED_MAX}.` }),
      )
      .optional(),
  }),
  response: ok({
    pitch_data: z.array(recommendedPitch),
    /** No project types, range, stages, countries or instruments: every criterion reads 'any'. */
    thesis_empty: z.boolean(),
    /** A note to show beside the list (set when the thesis is empty), else null. */
    thesis_note: z.string().nullable(),
  }),
});

export const getPitchMatches = endpoint({
  ...calls.getPitchMatches,
  summary:
    "The investor's match for each visible pitch asked about (pitches not visible are left out). Never cached: personal.",
  request: z.object({
    pitch_ids: listField(idSchema('pitch id')).refine(
      (ids) => ids.length >= 1 && ids.length <= PITCH_MATCHES_MAX,
      { error: `pitch_ids must list 1 to ${PITCH_MATCHES_MAX} pitches.` },
    ),
  }),
  response: ok({
    matches: z.array(z.object({ pitch_id: z.uuid(), match })),
  }),
});

export const matchingEndpoints = [getRecommendedPitches, getPitchMatches] as const;
