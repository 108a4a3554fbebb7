import { keyTermsLine, type PortfolioInvestment } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import { investments, totals } from './portfolio.queries.js';
import type { PortfolioLinks } from './portfolio-links.js';

/**
 * /getPortfolio: the investor's investments with their totals (by instrument, by year, by both), each
 * completed agreement's link, and one link to the ZIP of them all (none without a completed agreement).
 */
export async function readPortfolio(db: Db, links: PortfolioLinks, investorId: string) {
  const [rows, sums] = await Promise.all([investments(db, investorId), totals(db, investorId)]);
  const list: PortfolioInvestment[] = rows.map((row) => ({
    commitment_id: row.commitment_id,
    agreement_id: row.agreement_id,
    pitch_id: row.pitch_id,
    name_of_pitch: row.name_of_pitch,
    company_legal_name: row.company_legal_name,
    amount: row.amount,
    amount_received: row.amount_received,
    instrument: row.instrument,
    key_terms: keyTermsLine(row.instrument, row.instrument_terms),
    signed_at: iso(row.signed_at),
    funded_on: row.funded_on,
    status: row.status,
    agreement_url: links.agreement.sign(row.agreement_id, investorId).url,
  }));
  const overall = sums.find((row) => !row.by_instrument && !row.by_year);
  return {
    investments: list,
    totals_by_instrument: sums
      .filter((row) => row.by_instrument && !row.by_year)
      .map((row) => ({ instrument: row.instrument ?? 'other', amount: row.amount, count: row.count })),
    totals_by_year: sums
      .filter((row) => row.by_year && !row.by_instrument)
      .map((row) => ({ year: row.year ?? 0, amount: row.amount, count: row.count })),
    by_year_and_instrument: sums
      .filter((row) => row.by_year && row.by_instrument)
      .map((row) => ({ year: row.year ?? 0, instrument: row.instrument ?? 'other', amount: row.amount })),
    total_amount: overall && overall.count > 0 ? overall.amount : 0,
    download_url: list.length > 0 ? links.archive.sign(investorId, investorId).url : null,
  };
}
