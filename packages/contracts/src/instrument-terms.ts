/**
 * A round's instrument terms (issue 33): one object whose fields are all optional in shape, and ONE rule,
 * `instrumentTermsErrors`, that says which the pitch's instrument requires and which it refuses. The API
 * and the web's terms form both call it, so they cannot disagree.
 */
import { z } from 'zod';
import {
  INSTRUMENT_TERM_LABELS,
  type InstrumentTermName,
  SHARE_CLASS_MAX,
  SUMMARY_TERMS_MAX,
  agreementTexts as t,
} from './agreement-texts.js';
import { utcToday, wholeDollars } from './commitment-entities.js';
import { booleanFieldWith, textField } from './http.js';
import { INSTRUMENT_LABELS, type PitchInstrument } from './round.js';
import { money } from './thousands.js';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Decimal text (a number is taken as its text): kept as text end to end, never a float. */
const decimalText = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z.string({ error: message }).trim().regex(pattern, { error: message }),
  );

export const instrumentTermsInput = z.object(
  {
    valuation_cap: optional(wholeDollars(t.valuationCapInvalid)),
    discount_percent: optional(
      z.preprocess(
        (value) => (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value),
        z
          .number({ error: t.discountInvalid })
          .int({ error: t.discountInvalid })
          .min(1, { error: t.discountInvalid })
          .max(99, { error: t.discountInvalid }),
      ),
    ),
    mfn: optional(booleanFieldWith(t.mfnInvalid)),
    /** 0 to 99.99, e.g. "6.5". */
    interest_percent: optional(decimalText(/^\d{1,2}(\.\d{1,2})?$/, t.interestInvalid)),
    maturity_date: optional(
      z.iso
        .date({ error: t.maturityInvalid, abort: true })
        .refine((day) => day > utcToday(), { error: t.maturityPast }),
    ),
    /** More than 0, at most four decimals, e.g. "0.8125". */
    price_per_share: optional(
      decimalText(/^\d{1,12}(\.\d{1,4})?$/, t.priceInvalid).refine((text) => /[1-9]/.test(text), {
        error: t.priceInvalid,
      }),
    ),
    share_class: optional(
      textField({ error: t.shareClassTooLong }).trim().max(SHARE_CLASS_MAX, { error: t.shareClassTooLong }),
    ),
    pre_money_valuation: optional(wholeDollars(t.preMoneyInvalid)),
    summary_terms: optional(
      textField({ error: t.summaryTermsTooLong })
        .trim()
        .max(SUMMARY_TERMS_MAX, { error: t.summaryTermsTooLong }),
    ),
  },
  { error: t.instrumentTermsInvalid },
);
export type InstrumentTermsInput = z.input<typeof instrumentTermsInput>;
export type InstrumentTerms = z.output<typeof instrumentTermsInput>;

/** The stored, answered shape: the same fields, each present or null. */
export const instrumentTerms = z.object({
  valuation_cap: z.number().int().nullable(),
  discount_percent: z.number().int().nullable(),
  mfn: z.boolean().nullable(),
  interest_percent: z.string().nullable(),
  maturity_date: z.iso.date().nullable(),
  price_per_share: z.string().nullable(),
  share_class: z.string().nullable(),
  pre_money_valuation: z.number().int().nullable(),
  summary_terms: z.string().nullable(),
});
export type StoredInstrumentTerms = z.infer<typeof instrumentTerms>;

/** Which terms each instrument takes, and which of them it requires. */
export const INSTRUMENT_TERMS: Record<
  PitchInstrument,
  { readonly takes: readonly InstrumentTermName[]; readonly requires: readonly InstrumentTermName[] }
> = {
  safe: { takes: ['valuation_cap', 'discount_percent', 'mfn'], requires: [] },
  convertible_note: {
    takes: ['interest_percent', 'maturity_date', 'valuation_cap', 'discount_percent'],
    requires: ['interest_percent', 'maturity_date'],
  },
  equity: {
    takes: ['price_per_share', 'share_class', 'pre_money_valuation'],
    requires: ['price_per_share', 'share_class', 'pre_money_valuation'],
  },
  revenue_share: { takes: ['summary_terms'], requires: ['summary_terms'] },
  other: { takes: ['summary_terms'], requires: ['summary_terms'] },
};

const TERM_NAMES = Object.keys(INSTRUMENT_TERM_LABELS) as InstrumentTermName[];
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * What is wrong with these (shape-checked) terms for this instrument, keyed like the API's errors
 * (`instrument_terms.valuation_cap`); empty when they fit. A SAFE needs a cap, a discount or MFN (true).
 */
export function instrumentTermsErrors(
  instrument: PitchInstrument | null,
  terms: Partial<Record<InstrumentTermName, unknown>>,
): Record<string, string> {
  if (instrument === null) return { instrument_terms: t.instrumentMissing };
  const rule = INSTRUMENT_TERMS[instrument];
  const errors: Record<string, string> = {};
  for (const name of TERM_NAMES) {
    const key = `instrument_terms.${name}`;
    if (present(terms[name]) && !rule.takes.includes(name)) errors[key] = t.notATerm(instrument);
    else if (!present(terms[name]) && rule.requires.includes(name)) {
      errors[key] = t.termRequired(INSTRUMENT_TERM_LABELS[name]);
    }
  }
  if (
    instrument === 'safe' &&
    !present(terms.valuation_cap) &&
    !present(terms.discount_percent) &&
    terms.mfn !== true
  ) {
    errors.instrument_terms = t.safeNeedsATerm;
  }
  return errors;
}

/** Only the terms this instrument takes, every field present (null when not given): what is stored. */
export function storedTerms(instrument: PitchInstrument, terms: InstrumentTerms): StoredInstrumentTerms {
  const takes = INSTRUMENT_TERMS[instrument].takes;
  const kept = (name: InstrumentTermName) => (takes.includes(name) ? (terms[name] ?? null) : null);
  return {
    valuation_cap: kept('valuation_cap') as number | null,
    discount_percent: kept('discount_percent') as number | null,
    mfn: instrument === 'safe' ? (terms.mfn ?? false) : null,
    interest_percent: kept('interest_percent') as string | null,
    maturity_date: kept('maturity_date') as string | null,
    price_per_share: kept('price_per_share') as string | null,
    share_class: kept('share_class') as string | null,
    pre_money_valuation: kept('pre_money_valuation') as number | null,
    summary_terms: kept('summary_terms') as string | null,
  };
}

/** The terms in one line of words, e.g. "SAFE, C$8,000,000 cap, 20% discount" (the portfolio's key terms). */
export function keyTermsLine(instrument: PitchInstrument, terms: StoredInstrumentTerms): string {
  const parts: string[] = [INSTRUMENT_LABELS[instrument]];
  if (terms.valuation_cap !== null) parts.push(`${money(terms.valuation_cap)} cap`);
  if (terms.discount_percent !== null) parts.push(`${terms.discount_percent}% discount`);
  if (terms.mfn) parts.push('MFN');
  if (terms.interest_percent !== null) parts.push(`${terms.interest_percent}% interest`);
  if (terms.maturity_date !== null) parts.push(`matures ${terms.maturity_date}`);
  if (terms.price_per_share !== null) parts.push(`C$${terms.price_per_share} a share`);
  if (terms.share_class !== null) parts.push(terms.share_class);
  if (terms.pre_money_valuation !== null) parts.push(`${money(terms.pre_money_valuation)} pre-money`);
  if (terms.summary_terms !== null) {
    const summary = terms.summary_terms.replace(/\s+/g, ' ');
    parts.push(summary.length > 80 ? `${summary.slice(0, 79)}…` : summary);
  }
  return parts.join(', ');
}
