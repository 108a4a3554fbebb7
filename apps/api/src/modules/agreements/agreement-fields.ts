import type { AgreementFields } from '@angelbridge/contracts';
import type { TermsRow } from './terms.queries.js';

/** What an agreement says, from the round's terms and one investor: fixed when the agreement is made. */
export function agreementFields(
  terms: TermsRow,
  investor: { legalName: string; amount: number },
  date: string,
): AgreementFields {
  return {
    investor_legal_name: investor.legalName,
    amount: investor.amount,
    currency: 'CAD',
    instrument: terms.instrument,
    instrument_terms: terms.instrument_terms,
    company_legal_name: terms.company_legal_name,
    incorporation: { country_name: terms.country_name, region: terms.region },
    governing_law: terms.governing_law,
    signatory_name: terms.signatory_name,
    signatory_title: terms.signatory_title,
    date,
  };
}
