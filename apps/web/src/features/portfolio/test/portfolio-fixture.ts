import type { PortfolioInvestment } from '@angelbridge/contracts';

let next = 0;
/** A fresh uuid-shaped id per call. */
const anId = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

/** A SAFE of C$25,000 signed in November 2025 and funded in January 2026. */
export function anInvestment(overrides: Partial<PortfolioInvestment> = {}): PortfolioInvestment {
  const id = anId();
  return {
    commitment_id: anId(),
    agreement_id: id,
    pitch_id: anId(),
    name_of_pitch: 'Solar Roofs',
    company_legal_name: 'Solar Roofs Inc.',
    amount: 25_000,
    amount_received: 24_000,
    instrument: 'safe',
    key_terms: 'SAFE, C$8,000,000 cap, 20% discount',
    signed_at: '2025-11-03T10:00:00.000Z',
    funded_on: '2026-01-15',
    status: 'funded',
    agreement_url: `/api/portfolio/agreement/${id}.link`,
    ...overrides,
  };
}

/** A /getPortfolio answer over `investments`, with the totals the server would give. */
export function portfolioAnswer(investments: PortfolioInvestment[]) {
  const counted = investments.map((i) => ({
    instrument: i.instrument,
    amount: i.amount_received ?? i.amount,
    year: Number((i.funded_on ?? i.signed_at).slice(0, 4)),
  }));
  const group = <K extends string | number>(key: (c: (typeof counted)[number]) => K) => {
    const sums = new Map<K, { amount: number; count: number }>();
    for (const c of counted) {
      const sum = sums.get(key(c)) ?? { amount: 0, count: 0 };
      sums.set(key(c), { amount: sum.amount + c.amount, count: sum.count + 1 });
    }
    return [...sums.entries()];
  };
  return {
    success: true as const,
    message: 'Portfolio loaded.',
    investments,
    totals_by_instrument: group((c) => c.instrument).map(([instrument, s]) => ({ instrument, ...s })),
    totals_by_year: group((c) => c.year).map(([year, s]) => ({ year, ...s })),
    by_year_and_instrument: group((c) => `${c.year}|${c.instrument}`).map(([key, s]) => {
      const [year, instrument] = key.split('|');
      return {
        year: Number(year),
        instrument: instrument as PortfolioInvestment['instrument'],
        amount: s.amount,
      };
    }),
    total_amount: counted.reduce((sum, c) => sum + c.amount, 0),
    download_url: investments.length > 0 ? '/api/portfolio/agreements-zip/token' : null,
  };
}
