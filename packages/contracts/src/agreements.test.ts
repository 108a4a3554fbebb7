import { describe, expect, it } from 'vitest';
import {
  instrumentTermsErrors,
  instrumentTermsInput,
  keyTermsLine,
  roundTermsForm,
  signAgreement,
  storedTerms,
  agreementTexts as t,
} from './agreements.js';
import { utcToday } from './commitment-entities.js';

const pitch_id = '00000000-0000-4000-8000-000000000001';
const country_id = '00000000-0000-4000-8000-000000000002';
const nextYear = `${Number(utcToday().slice(0, 4)) + 1}-06-30`;
const parseTerms = (terms: unknown) => instrumentTermsInput.parse(terms);
const shapeErrors = (terms: unknown) =>
  instrumentTermsInput.safeParse(terms).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('instrumentTermsErrors', () => {
  it('when a SAFE has a cap, a discount or MFN, then it fits; with none of the three, instrument_terms is named', () => {
    expect(instrumentTermsErrors('safe', parseTerms({ valuation_cap: 8_000_000 }))).toEqual({});
    expect(instrumentTermsErrors('safe', parseTerms({ discount_percent: 20 }))).toEqual({});
    expect(instrumentTermsErrors('safe', parseTerms({ mfn: true }))).toEqual({});
    expect(instrumentTermsErrors('safe', parseTerms({ mfn: false }))).toEqual({
      instrument_terms: t.safeNeedsATerm,
    });
    expect(instrumentTermsErrors('safe', parseTerms({}))).toEqual({ instrument_terms: t.safeNeedsATerm });
  });

  it('when a SAFE carries a term of another instrument, then that field is refused as not a term of a SAFE', () => {
    expect(instrumentTermsErrors('safe', parseTerms({ valuation_cap: 1, price_per_share: '0.5' }))).toEqual({
      'instrument_terms.price_per_share': 'Not a term of a SAFE.',
    });
  });

  it('when a convertible note lacks interest or maturity, then each missing field is named', () => {
    expect(instrumentTermsErrors('convertible_note', parseTerms({ valuation_cap: 5_000_000 }))).toEqual({
      'instrument_terms.interest_percent': t.termRequired('Interest (% a year)'),
      'instrument_terms.maturity_date': t.termRequired('Maturity date'),
    });
    expect(
      instrumentTermsErrors(
        'convertible_note',
        parseTerms({ interest_percent: '6.5', maturity_date: nextYear, discount_percent: 15 }),
      ),
    ).toEqual({});
  });

  it('when equity has all three of its terms, then it fits; a summary on equity is refused', () => {
    const equity = {
      price_per_share: '0.8125',
      share_class: 'Class A common',
      pre_money_valuation: 6_000_000,
    };
    expect(instrumentTermsErrors('equity', parseTerms(equity))).toEqual({});
    expect(instrumentTermsErrors('equity', parseTerms({ ...equity, summary_terms: 'x' }))).toEqual({
      'instrument_terms.summary_terms': 'Not a term of an equity round.',
    });
  });

  it('when a revenue share or other has no summary, then summary_terms is required', () => {
    expect(instrumentTermsErrors('revenue_share', parseTerms({}))).toEqual({
      'instrument_terms.summary_terms': t.termRequired('Summary of the terms'),
    });
    expect(instrumentTermsErrors('other', parseTerms({ summary_terms: '3% of revenue until 2x' }))).toEqual(
      {},
    );
  });

  it('when the pitch has no instrument, then instrument_terms tells the founder to set it in the round step', () => {
    expect(instrumentTermsErrors(null, parseTerms({ valuation_cap: 1 }))).toEqual({
      instrument_terms: t.instrumentMissing,
    });
  });
});

describe('instrument terms shapes', () => {
  it.each([
    ['a discount of 0', { discount_percent: 0 }, 'discount_percent', t.discountInvalid],
    ['a discount of 100', { discount_percent: 100 }, 'discount_percent', t.discountInvalid],
    ['a fractional discount', { discount_percent: 12.5 }, 'discount_percent', t.discountInvalid],
    ['a negative cap', { valuation_cap: -5 }, 'valuation_cap', t.valuationCapInvalid],
    ['an absurd cap', { valuation_cap: 10 ** 15 }, 'valuation_cap', t.valuationCapInvalid],
    ['interest with three decimals', { interest_percent: '6.125' }, 'interest_percent', t.interestInvalid],
    ['interest of 100', { interest_percent: '100' }, 'interest_percent', t.interestInvalid],
    ['a past maturity', { maturity_date: '2001-01-01' }, 'maturity_date', t.maturityPast],
    ['a maturity in words', { maturity_date: 'next year' }, 'maturity_date', t.maturityInvalid],
    ['a price of zero', { price_per_share: '0.0000' }, 'price_per_share', t.priceInvalid],
    ['a price with five decimals', { price_per_share: '0.81251' }, 'price_per_share', t.priceInvalid],
    ['a negative price', { price_per_share: '-1' }, 'price_per_share', t.priceInvalid],
    ['a long share class', { share_class: 'x'.repeat(101) }, 'share_class', t.shareClassTooLong],
    ['a long summary', { summary_terms: 'x'.repeat(5001) }, 'summary_terms', t.summaryTermsTooLong],
  ])('when %s, then that field is refused with its rule', (_what, terms, field, message) => {
    expect(shapeErrors(terms)).toEqual([[field, message]]);
  });

  it('when a price arrives as text, then it stays exact text (never a float)', () => {
    expect(parseTerms({ price_per_share: '0.8125' }).price_per_share).toBe('0.8125');
    expect(parseTerms({ price_per_share: 1.5 }).price_per_share).toBe('1.5');
  });

  it('when stored, then only the instrument’s terms are kept and a SAFE’s MFN is a boolean', () => {
    const stored = storedTerms('safe', parseTerms({ valuation_cap: 8_000_000, discount_percent: 20 }));
    expect(stored).toMatchObject({
      valuation_cap: 8_000_000,
      discount_percent: 20,
      mfn: false,
      summary_terms: null,
    });
    expect(keyTermsLine('safe', stored)).toBe('SAFE, C$8,000,000 cap, 20% discount');
  });
});

describe('setRoundTerms and signAgreement requests', () => {
  const form = {
    pitch_id,
    company_legal_name: 'Maple Robotics Inc.',
    incorporation: JSON.stringify({ country_id, region: 'Ontario' }),
    governing_law: 'Ontario, Canada',
    signatory_name: 'Ada Founder',
    signatory_title: 'CEO',
    instrument_terms: JSON.stringify({ valuation_cap: '8000000', mfn: 'true' }),
  };

  it('when multipart sends incorporation and instrument_terms as JSON text, then they are parsed', () => {
    const parsed = roundTermsForm.parse(form);
    expect(parsed.incorporation).toEqual({ country_id, region: 'Ontario' });
    expect(parsed.instrument_terms).toMatchObject({ valuation_cap: 8_000_000, mfn: true });
  });

  it('when required texts are blank, then each is named', () => {
    const errors = roundTermsForm
      .safeParse({ ...form, company_legal_name: ' ', governing_law: '' })
      .error?.issues.map((issue) => issue.path.join('.'));
    expect(errors).toEqual(['company_legal_name', 'governing_law']);
  });

  it('when consent is not ticked or the hash is not hex, then consent and sha256 are named', () => {
    const errors = signAgreement.request
      .safeParse({ agreement_id: pitch_id, signed_name: 'Ada', consent: false, sha256: 'abc' })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors).toEqual([
      ['consent', t.consentRequired],
      ['sha256', t.sha256Invalid],
    ]);
  });

  it('when a hash is pasted in upper case with spaces, then it is taken in lower case', () => {
    const hash = 'AB'.repeat(32);
    const parsed = signAgreement.request.parse({
      agreement_id: pitch_id,
      signed_name: 'Ada',
      consent: 'true',
      sha256: ` ${hash} `,
    });
    expect(parsed.sha256).toBe(hash.toLowerCase());
  });
});
