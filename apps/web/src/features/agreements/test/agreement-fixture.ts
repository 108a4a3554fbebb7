import {
  AGREEMENT_CONSENT_TEXT,
  type Agreement,
  type PitchInstrument,
  type RoundTerms,
  type StoredInstrumentTerms,
} from '@angelbridge/contracts';

export const PITCH_ID = '9b2f6c1e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
export const COUNTRY_ID = '5f0c2d1e-7a3b-4c5d-8e9f-0a1b2c3d4e5f';
const AT = '2026-11-20T10:00:00.000Z';
export const HASH = 'a'.repeat(64);
export const COMPLETED_HASH = 'c'.repeat(64);

let next = 0;
/** A fresh uuid-shaped id per call, so rows keep their own keys. */
const anId = () => `00000000-0000-4000-9000-${String(++next).padStart(12, '0')}`;

export const NO_TERMS: StoredInstrumentTerms = {
  valuation_cap: null,
  discount_percent: null,
  mfn: null,
  interest_percent: null,
  maturity_date: null,
  price_per_share: null,
  share_class: null,
  pre_money_valuation: null,
  summary_terms: null,
};

const SAFE_TERMS: StoredInstrumentTerms = {
  ...NO_TERMS,
  valuation_cap: 8_000_000,
  discount_percent: 20,
  mfn: false,
};

/** An agreement of C$25,000 on a SAFE, awaiting Ivy Investor's signature. */
export function anAgreement(overrides: Partial<Agreement> = {}, investorName = 'Ivy Investor'): Agreement {
  return {
    _id: anId(),
    commitment_id: anId(),
    pitch_id: PITCH_ID,
    name_of_pitch: 'Solar Roofs',
    status: 'awaiting_investor',
    investor: { _id: anId(), name: investorName },
    founder: { _id: anId(), name: 'Fay Founder' },
    fields: {
      investor_legal_name: investorName,
      amount: 25_000,
      currency: 'CAD',
      instrument: 'safe',
      instrument_terms: SAFE_TERMS,
      company_legal_name: 'Sunny Roofs Inc.',
      incorporation: { country_name: 'Canada', region: 'Ontario' },
      governing_law: 'Ontario, Canada',
      signatory_name: 'Fay Founder',
      signatory_title: 'CEO',
      date: '2026-11-20',
    },
    document_url: '/api/agreements/documents/signed-link-1',
    sha256: HASH,
    completed_document_url: null,
    completed_sha256: null,
    signers: [],
    created_at: AT,
    completed_at: null,
    voided_at: null,
    void_reason: null,
    last_reminded_at: null,
    funded: null,
    ...overrides,
  };
}

const investorSigned = (agreement: Agreement) => ({
  role: 'investor' as const,
  name: agreement.investor.name,
  signed_at: '2026-11-21T15:30:00.000Z',
  sha256: HASH,
});

/** Both have signed: the signed PDF has its own link and hash. */
export function aCompletedAgreement(overrides: Partial<Agreement> = {}, investorName?: string): Agreement {
  const base = anAgreement(overrides, investorName);
  return {
    ...base,
    status: 'completed',
    signers: [
      investorSigned(base),
      { role: 'founder', name: 'Fay Founder', signed_at: '2026-11-22T09:00:00.000Z', sha256: HASH },
    ],
    completed_document_url: '/api/agreements/documents/signed-link-completed',
    completed_sha256: COMPLETED_HASH,
    completed_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

export function awaitingFounder(overrides: Partial<Agreement> = {}, investorName?: string): Agreement {
  const base = anAgreement(overrides, investorName);
  return { ...base, status: 'awaiting_founder', signers: [investorSigned(base)], ...overrides };
}

export const agreementsPage = (agreements: Agreement[]) => ({
  success: true as const,
  message: 'Agreements loaded.',
  agreements,
  page: 1,
  page_size: 50,
  total: agreements.length,
});

export const oneAgreement = (
  agreement: Agreement,
  {
    role = 'investor',
    maySign = true,
    reason = null,
  }: { role?: 'investor' | 'founder'; maySign?: boolean; reason?: string | null } = {},
) => ({
  success: true as const,
  message: 'Agreement loaded.',
  agreement,
  my_role: role,
  may_sign: maySign,
  cannot_sign_reason: reason,
  consent_text: AGREEMENT_CONSENT_TEXT,
});

/** Saved terms of a SAFE round (AngelBridge's template). */
export function savedTerms(overrides: Partial<RoundTerms> = {}): RoundTerms {
  return {
    pitch_id: PITCH_ID,
    instrument: 'safe',
    company_legal_name: 'Sunny Roofs Inc.',
    incorporation: { country_id: COUNTRY_ID, country_name: 'Canada', region: 'Ontario' },
    governing_law: 'Ontario, Canada',
    signatory_name: 'Fay Founder',
    signatory_title: 'CEO',
    instrument_terms: SAFE_TERMS,
    template: 'angelbridge',
    agreement_file_name: null,
    updated_at: AT,
    ...overrides,
  };
}

/** A /getRoundTerms answer: none saved yet unless `terms` is given. */
export const termsAnswer = (
  instrument: PitchInstrument | null,
  terms: RoundTerms | null = null,
  { mayEdit = instrument !== null, reason = null }: { mayEdit?: boolean; reason?: string | null } = {},
) => ({
  success: true as const,
  message: 'Round terms loaded.',
  round_terms: terms,
  instrument,
  may_edit: mayEdit,
  cannot_edit_reason: reason,
  preview_url: terms ? '/api/agreements/documents/preview-link' : null,
});

export function signInAs(userType: 'investor' | 'entrepreneur') {
  const [first, last] = userType === 'investor' ? ['Ivy', 'Investor'] : ['Fay', 'Founder'];
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', userType);
  localStorage.setItem('user', JSON.stringify({ first_name: first, last_name: last, user_type: userType }));
}
