import {
  INSTRUMENT_TERMS,
  type InstrumentTermName,
  instrumentTermsErrors,
  type PitchInstrument,
  type RequestOf,
  type RoundTerms,
  roundTermsForm,
  type setRoundTerms,
} from '@angelbridge/contracts';
import type { FormErrors } from '@mantine/form';
import type { AmountValue } from '../../../components/amount-input';
import { zodFormValidate } from '../../../lib/zod-form';

/** The terms form as typed: every instrument's fields exist; only the pitch's instrument's are shown and sent. */
export interface TermsValues {
  company_legal_name: string;
  incorporation: { country_id: string | null; region: string };
  governing_law: string;
  signatory_name: string;
  signatory_title: string;
  instrument_terms: {
    valuation_cap: AmountValue;
    discount_percent: AmountValue;
    mfn: boolean;
    interest_percent: string;
    maturity_date: string;
    price_per_share: string;
    share_class: string;
    pre_money_valuation: AmountValue;
    summary_terms: string;
  };
  /** Back to AngelBridge's template (only offered when the saved terms use an uploaded PDF). */
  remove_agreement_file: boolean;
}

export type TermsBody = RequestOf<typeof setRoundTerms>;

export const TERMS_FIELDS = [
  'company_legal_name',
  'incorporation',
  'governing_law',
  'signatory_name',
  'signatory_title',
  'instrument_terms',
  'remove_agreement_file',
] as const;

export function initialTermsValues(saved: RoundTerms | null): TermsValues {
  const terms = saved?.instrument_terms;
  return {
    company_legal_name: saved?.company_legal_name ?? '',
    incorporation: {
      country_id: saved?.incorporation.country_id ?? null,
      region: saved?.incorporation.region ?? '',
    },
    governing_law: saved?.governing_law ?? '',
    signatory_name: saved?.signatory_name ?? '',
    signatory_title: saved?.signatory_title ?? '',
    instrument_terms: {
      valuation_cap: terms?.valuation_cap ?? '',
      discount_percent: terms?.discount_percent ?? '',
      mfn: terms?.mfn ?? false,
      interest_percent: terms?.interest_percent ?? '',
      maturity_date: terms?.maturity_date ?? '',
      price_per_share: terms?.price_per_share ?? '',
      share_class: terms?.share_class ?? '',
      pre_money_valuation: terms?.pre_money_valuation ?? '',
      summary_terms: terms?.summary_terms ?? '',
    },
    remove_agreement_file: false,
  };
}

/** Only the terms the instrument takes, and only those typed: a term of another instrument is refused. */
function instrumentTermsOf(instrument: PitchInstrument, values: TermsValues['instrument_terms']) {
  const terms: Partial<Record<InstrumentTermName, string | number | boolean>> = {};
  for (const name of INSTRUMENT_TERMS[instrument].takes) {
    const value: string | number | boolean = values[name];
    // an empty field is not a term; MFN is a yes or no, sent either way
    if (typeof value !== 'string' || value.trim() !== '') terms[name] = value;
  }
  return terms;
}

/** The request as it is sent: the same object is checked by the contract's schema before it goes. */
export function toTermsBody(pitchId: string, instrument: PitchInstrument, values: TermsValues): TermsBody {
  return {
    pitch_id: pitchId,
    company_legal_name: values.company_legal_name,
    incorporation: {
      country_id: values.incorporation.country_id ?? '',
      region: values.incorporation.region,
    },
    governing_law: values.governing_law,
    signatory_name: values.signatory_name,
    signatory_title: values.signatory_title,
    instrument_terms: instrumentTermsOf(instrument, values.instrument_terms),
    ...(values.remove_agreement_file ? { remove_agreement_file: true } : {}),
  };
}

/** The contract's schema, then the one per-instrument rule the server applies too (instrumentTermsErrors). */
export function validateTerms(pitchId: string, instrument: PitchInstrument) {
  const bySchema = zodFormValidate<TermsValues, TermsBody>(roundTermsForm, (values) =>
    toTermsBody(pitchId, instrument, values),
  );
  return (values: TermsValues): FormErrors => {
    const body = toTermsBody(pitchId, instrument, values);
    const byInstrument = instrumentTermsErrors(
      instrument,
      body.instrument_terms as Partial<Record<InstrumentTermName, unknown>>,
    );
    // the schema's message about a field's shape comes first; the instrument's rule fills the rest
    return { ...byInstrument, ...bySchema(values) };
  };
}
