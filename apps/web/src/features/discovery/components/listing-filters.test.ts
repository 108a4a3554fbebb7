import { MAX_AMOUNT } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  readListingFilters,
  readScoutFilters,
  toInvestmentRequest,
  writeListingFilters,
} from './listing-filters';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('listing filters in the URL', () => {
  it('round-trips text, project types and amounts', () => {
    const filters = { q: 'solar', expertise: [A, B], min: 1000, max: 5000 };
    const params = writeListingFilters(new URLSearchParams('tab=1'), filters);
    expect(params.get('tab')).toBe('1');
    expect(readListingFilters(params)).toEqual(filters);
  });

  it('reads the text sent by the pitch search of the home page', () => {
    expect(readListingFilters(new URLSearchParams('search=solar%20farm')).q).toBe('solar farm');
  });

  it('drops what a hand-edited URL gets wrong', () => {
    const filters = readListingFilters(new URLSearchParams(`expertise=nope&expertise=${A}&min=-3&max=abc`));
    expect(filters).toEqual({ q: '', expertise: [A] });
  });

  it('swaps a range given upside down', () => {
    expect(readListingFilters(new URLSearchParams('min=900&max=100'))).toMatchObject({ min: 100, max: 900 });
  });

  it('asks for no range until the visitor narrows the slider', () => {
    expect(toInvestmentRequest({ q: '', expertise: [] })).toEqual({});
    expect(toInvestmentRequest({ q: 'x', expertise: [A], min: 5 })).toEqual({
      search_query: 'x',
      expertise: [A],
      investment_range: { min: 5, max: MAX_AMOUNT },
    });
  });

  it('scouts investors unless entrepreneurs are asked for, and gives entrepreneurs only the text', () => {
    expect(readScoutFilters(new URLSearchParams('')).type).toBe('investor');
    expect(
      readScoutFilters(new URLSearchParams(`type=entrepreneur&search=ada&expertise=${A}&min=4`)),
    ).toEqual({
      type: 'entrepreneur',
      q: 'ada',
      expertise: [],
    });
  });
});
