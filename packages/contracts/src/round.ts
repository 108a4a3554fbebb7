/**
 * The round on a pitch (issue 22): stage, instrument, valuation cap, close date, country, funding raised,
 * use of funds and a video. Every field is optional, so pitches saved before the round existed, and
 * clients that send only the spec's Pitch Details fields, stay valid.
 */
import { z } from 'zod';
import { booleanField, idSchema, textField } from './http.js';
import { MAX_AMOUNT, PITCH_STAGES } from './limits.js';
import { namedPlace } from './reference.js';

export { PITCH_STAGES } from './limits.js';
export type PitchStage = (typeof PITCH_STAGES)[number];
export const STAGE_LABELS: Record<PitchStage, string> = {
  idea: 'Idea',
  pre_seed: 'Pre-seed',
  seed: 'Seed',
  series_a: 'Series A',
  growth: 'Growth',
};

export const PITCH_INSTRUMENTS = ['equity', 'safe', 'convertible_note', 'revenue_share', 'other'] as const;
export type PitchInstrument = (typeof PITCH_INSTRUMENTS)[number];
export const INSTRUMENT_LABELS: Record<PitchInstrument, string> = {
  equity: 'Equity',
  safe: 'SAFE',
  convertible_note: 'Convertible note',
  revenue_share: 'Revenue share',
  other: 'Other',
};

export const USE_OF_FUNDS_MAX = 1000;
/** Countries an investor may name in a thesis (and a listing may filter by at once). */
export const MAX_THESIS_COUNTRIES = 30;

export const roundMessages = {
  stageInvalid: `Stage must be one of ${PITCH_STAGES.join(', ')}.`,
  instrumentInvalid: `Instrument must be one of ${PITCH_INSTRUMENTS.join(', ')}.`,
  valuationCapInvalid: 'Valuation cap must be a whole number from 1 to 1,000,000,000,000.',
  closeDateInvalid: 'Close date must be a date (YYYY-MM-DD).',
  fundingRaisedInvalid: 'Funding raised must be a whole number from 0 to 1,000,000,000,000.',
  useOfFundsTooLong: `Use of funds is at most ${USE_OF_FUNDS_MAX} characters.`,
  videoUrlInvalid: 'The video must be a YouTube or Vimeo link.',
  countryUnknown: 'Unknown country.',
  tooManyCountries: `At most ${MAX_THESIS_COUNTRIES} countries.`,
} as const;
const rm = roundMessages;

// ---- video: YouTube or Vimeo only, stored as one canonical watch URL ----
// Parsed with patterns rather than URL: the contracts run where neither the DOM nor Node types are loaded.

const YOUTUBE_PATTERNS = [
  /^(?:https?:\/\/)?(?:www\.|m\.|music\.)?youtube\.com\/watch\/?\?(?:[^#]*&)?v=([A-Za-z0-9_-]{11})(?:[&#].*)?$/i,
  /^(?:https?:\/\/)?(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed|shorts|live|v)\/([A-Za-z0-9_-]{11})(?:[/?#].*)?$/i,
  /^(?:https?:\/\/)?youtu\.be\/([A-Za-z0-9_-]{11})(?:[/?#].*)?$/i,
];
const VIMEO_PATTERNS = [
  // vimeo.com/123, vimeo.com/123/abcdef (an unlisted video's hash), vimeo.com/channels/x/123
  /^(?:https?:\/\/)?(?:www\.)?vimeo\.com\/(?:(?:channels|groups\/[\w-]+\/videos)\/[\w-]+\/)?(\d{1,12})(?:\/([a-f0-9]{6,20}))?\/?(?:[?#].*)?$/i,
  /^(?:https?:\/\/)?player\.vimeo\.com\/video\/(\d{1,12})\/?(?:\?(?:[^#]*&)?h=([a-f0-9]{6,20}))?(?:[&#].*)?$/i,
];

interface Video {
  site: 'youtube' | 'vimeo';
  id: string;
  hash: string | null;
}

function parseVideo(text: string): Video | null {
  if (text.length > 500 || /\s/.test(text)) return null;
  for (const pattern of YOUTUBE_PATTERNS) {
    const found = pattern.exec(text);
    if (found?.[1]) return { site: 'youtube', id: found[1], hash: null };
  }
  for (const pattern of VIMEO_PATTERNS) {
    const found = pattern.exec(text);
    if (found?.[1]) return { site: 'vimeo', id: found[1], hash: found[2]?.toLowerCase() ?? null };
  }
  return null;
}

/** A typed video link as its canonical watch URL, or null when it is not a YouTube or Vimeo video. */
export function normalizeVideoUrl(typed: string): string | null {
  const video = parseVideo(typed.trim());
  if (!video) return null;
  if (video.site === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`;
  return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`;
}

/** The privacy-friendly player for a stored video URL: no cookies before play, Vimeo's do-not-track. */
export function videoEmbedUrl(stored: string): string | null {
  const video = parseVideo(stored);
  if (!video) return null;
  if (video.site === 'youtube') return `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`;
  const hash = video.hash ? `&h=${video.hash}` : '';
  return `https://player.vimeo.com/video/${video.id}?dnt=1&autoplay=1${hash}`;
}

// ---- the request fields (Pitch Details step) ----

/** Missing leaves the stored value; empty text (or null) clears it. */
const clearable = (value: unknown) => (value === '' || value === null ? null : value);
const toNumber = (value: unknown) => {
  const cleared = clearable(value);
  return typeof cleared === 'string' ? Number(cleared) : cleared;
};

const isoDateTime = z.iso.datetime({ offset: true, local: true });
const calendarDay = (value: unknown) => {
  const cleared = clearable(value);
  if (typeof cleared !== 'string') return cleared;
  const text = cleared.trim();
  return text.length > 10 && isoDateTime.safeParse(text).success ? text.slice(0, 10) : text;
};

export const roundFields = {
  /** Issue 32: only certified investors see a private round's terms. Missing leaves it as it is. */
  private_round: booleanField.optional(),
  stage: z.preprocess(clearable, z.enum(PITCH_STAGES, { error: rm.stageInvalid }).nullable()).optional(),
  instrument: z
    .preprocess(clearable, z.enum(PITCH_INSTRUMENTS, { error: rm.instrumentInvalid }).nullable())
    .optional(),
  valuation_cap: z
    .preprocess(
      toNumber,
      z
        .number({ error: rm.valuationCapInvalid })
        .int({ error: rm.valuationCapInvalid })
        .min(1, { error: rm.valuationCapInvalid })
        .max(MAX_AMOUNT, { error: rm.valuationCapInvalid })
        .nullable(),
    )
    .optional(),
  close_date: z
    .preprocess(
      calendarDay,
      z.iso
        .date({ error: rm.closeDateInvalid })
        .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', { error: rm.closeDateInvalid })
        .nullable(),
    )
    .optional(),
  country_id: z.preprocess(clearable, idSchema('country').nullable()).optional(),
  /** Missing leaves it; empty text is 0 (nothing raised yet). */
  funding_raised: z
    .preprocess(
      (value) => (value === '' || value === null ? 0 : typeof value === 'string' ? Number(value) : value),
      z
        .number({ error: rm.fundingRaisedInvalid })
        .int({ error: rm.fundingRaisedInvalid })
        .min(0, { error: rm.fundingRaisedInvalid })
        .max(MAX_AMOUNT, { error: rm.fundingRaisedInvalid }),
    )
    .optional(),
  use_of_funds: z
    .preprocess(
      clearable,
      textField({ error: rm.useOfFundsTooLong })
        .trim()
        .max(USE_OF_FUNDS_MAX, { error: rm.useOfFundsTooLong })
        .transform((text) => text || null)
        .nullable(),
    )
    .optional(),
  video_url: z
    .preprocess(
      clearable,
      z
        .string({ error: rm.videoUrlInvalid })
        .transform((typed, ctx) => {
          if (typed.trim() === '') return null;
          const url = normalizeVideoUrl(typed);
          if (!url) ctx.addIssue({ code: 'custom', message: rm.videoUrlInvalid });
          return url ?? z.NEVER;
        })
        .nullable(),
    )
    .optional(),
};

// ---- what a pitch reads back ----

/**
 * The API always sends these (null when not given); they are optional in the type only so that readers
 * and fixtures written before the round existed stay valid: a missing field reads as null.
 */
export const pitchRound = {
  /** Issue 32: a private round; its terms reach only the owner and certified investors. */
  private_round: z.boolean().optional(),
  stage: z.enum(PITCH_STAGES).nullable().optional(),
  instrument: z.enum(PITCH_INSTRUMENTS).nullable().optional(),
  valuation_cap: z.number().nullable().optional(),
  close_date: z.iso.date().nullable().optional(),
  /** From the reference list, beside the free-text `location`. */
  country: namedPlace.nullable().optional(),
  use_of_funds: z.string().nullable().optional(),
  /** A canonical YouTube or Vimeo watch URL; pages embed it through videoEmbedUrl. */
  video_url: z.string().nullable().optional(),
};

/** The round fields a card carries. */
export const cardRound = {
  stage: pitchRound.stage,
  country: pitchRound.country,
  private_round: pitchRound.private_round,
};

// ---- the investor's thesis (profile requests and reads) ----

export const thesisFields = {
  /** Missing leaves the stored list; an empty list means any. */
  thesis_stages: z
    .preprocess(
      (value) => (value === '' || value === null ? [] : typeof value === 'string' ? parseList(value) : value),
      z.array(z.enum(PITCH_STAGES, { error: rm.stageInvalid })).max(PITCH_STAGES.length),
    )
    .optional(),
  thesis_countries: z
    .preprocess(
      (value) => (value === '' || value === null ? [] : typeof value === 'string' ? parseList(value) : value),
      z.array(idSchema('country')).max(MAX_THESIS_COUNTRIES, { error: rm.tooManyCountries }),
    )
    .optional(),
  thesis_instruments: z
    .preprocess(
      (value) => (value === '' || value === null ? [] : typeof value === 'string' ? parseList(value) : value),
      z.array(z.enum(PITCH_INSTRUMENTS, { error: rm.instrumentInvalid })).max(PITCH_INSTRUMENTS.length),
    )
    .optional(),
};

/** A list in multipart: JSON text ('["seed"]') or one plain value. */
function parseList(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return text;
    }
  }
  return [trimmed];
}

/** Always sent for investors; optional in the type for readers written before the thesis (missing = any). */
export const thesisRead = {
  thesis_stages: z.array(z.enum(PITCH_STAGES)).optional(),
  thesis_countries: z.array(namedPlace).optional(),
  thesis_instruments: z.array(z.enum(PITCH_INSTRUMENTS)).optional(),
};
