/**
 * Completed agreements for the portfolio's tests (issue 33), inserted the way the agreements module
 * leaves them once both parties signed: the PDF signers were shown and the completed PDF (document plus
 * certificate) stored through FileStorage with their sha256 beside them, the agreement `completed` with
 * its fixed fields, and both signatures. It stands in for the sign flow, so money received and the
 * portfolio are tested on their own. Tests only; nothing in the app imports this file.
 */
import { createHash } from 'node:crypto';
import type { AgreementFields, PitchInstrument, StoredInstrumentTerms } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import { aFounderWithPitch, roundCalls } from './commitments.js';
import type { TestApp } from './harness.js';
import { type Person, pdfBytes } from './pitches.js';

export const SAFE_TERMS: StoredInstrumentTerms = {
  valuation_cap: 8_000_000,
  discount_percent: 20,
  mfn: false,
  interest_percent: null,
  maturity_date: null,
  price_per_share: null,
  share_class: null,
  pre_money_valuation: null,
  summary_terms: null,
};

export const EQUITY_TERMS: StoredInstrumentTerms = {
  ...SAFE_TERMS,
  valuation_cap: null,
  discount_percent: null,
  mfn: null,
  price_per_share: '0.8125',
  share_class: 'Series Seed Preferred',
  pre_money_valuation: 6_000_000,
};

/** One stored PDF of an agreement, as the agreements module keeps it: bytes in storage, row with its hash. */
async function storedPdf(t: TestApp, pitchId: string, kind: 'agreement' | 'completed', title: string) {
  const bytes = pdfBytes(title);
  const url = await t.storage.save(bytes, 'pdf');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into agreement_documents (pitch_id, kind, url, sha256, byte_size, page_count)
        values (${pitchId}, ${kind}, ${url}, ${sha256}, ${bytes.length}, 1) returning id`,
  );
  if (!row) throw new Error('agreement document not inserted');
  return { id: row.id, url, bytes };
}

export interface AgreementSpec {
  status?: 'awaiting_investor' | 'completed';
  instrument?: PitchInstrument;
  terms?: StoredInstrumentTerms;
  companyLegalName?: string;
  /** When both signed (ISO); now by default. */
  completedAt?: string;
}

/** An agreement for a closing commitment: completed (both signatures, completed PDF) unless told otherwise. */
export async function anAgreement(
  t: TestApp,
  commitment: { id: string; pitchId: string; investor: Person; founder: Person; amount: number },
  spec: AgreementSpec = {},
) {
  const status = spec.status ?? 'completed';
  const instrument = spec.instrument ?? 'safe';
  const fields: AgreementFields = {
    investor_legal_name: 'Ivy Investor',
    amount: commitment.amount,
    currency: 'CAD',
    instrument,
    instrument_terms: spec.terms ?? SAFE_TERMS,
    company_legal_name: spec.companyLegalName ?? 'Round Works Inc.',
    incorporation: { country_name: 'Canada', region: 'Ontario' },
    governing_law: 'Ontario, Canada',
    signatory_name: 'Fay Founder',
    signatory_title: 'CEO',
    date: (spec.completedAt ?? new Date().toISOString()).slice(0, 10),
  };
  const shown = await storedPdf(t, commitment.pitchId, 'agreement', `Agreement ${commitment.id}`);
  const completed =
    status === 'completed'
      ? await storedPdf(t, commitment.pitchId, 'completed', `Completed ${commitment.id}`)
      : null;
  const completedAt = status === 'completed' ? (spec.completedAt ?? new Date().toISOString()) : null;
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into agreements (commitment_id, pitch_id, investor_id, founder_id, terms_version, status, fields,
          document_id, completed_document_id, completed_at)
        values (${commitment.id}, ${commitment.pitchId}, ${commitment.investor.id}, ${commitment.founder.id}, 1,
          ${status}, ${JSON.stringify(fields)}::jsonb, ${shown.id}, ${completed?.id ?? null},
          ${completedAt}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error('agreement not inserted');
  const sha = createHash('sha256').update(shown.bytes).digest('hex');
  const signers: [string, Person][] =
    status === 'completed'
      ? [
          ['investor', commitment.investor],
          ['founder', commitment.founder],
        ]
      : [];
  for (const [role, who] of signers) {
    await t.db.execute(
      sql`insert into agreement_signatures (agreement_id, role, signer_id, signed_name, consent_text, sha256,
            client_address, user_agent)
          values (${row.id}, ${role}, ${who.id}, ${role === 'investor' ? 'Ivy Investor' : 'Fay Founder'},
            'I agree to sign electronically.', ${sha}, '127.0.0.1', 'vitest')`,
    );
  }
  return { id: row.id, completedPdf: completed?.bytes ?? null };
}

/** The funding raised a founder typed before any money was marked received. */
export const TYPED_RAISED = 12_345;

/**
 * A founder's pitch whose round closed with one commitment per investor (each `amount`), so each is
 * `closing`, as agreements are made for.
 */
export async function aClosedRound(t: TestApp, investors: Person[], amount = 25_000, founderName = 'Fay') {
  const { founder, pitchId, pitchName } = await aFounderWithPitch(t, founderName);
  const r = roundCalls(t);
  const commitments = [];
  for (const investor of investors) {
    const made = await r.commit(investor, pitchId, amount);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const accepted = await r.decide(founder, made.body.commitment._id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    commitments.push({ id: made.body.commitment._id as string, pitchId, investor, founder, amount });
  }
  const closed = await r.close(founder, pitchId);
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  // what the founder typed in the wizard before any money was marked received
  await t.db.execute(sql`update pitches set funding_raised = ${TYPED_RAISED} where id = ${pitchId}`);
  return { founder, pitchId, pitchName, commitments };
}
