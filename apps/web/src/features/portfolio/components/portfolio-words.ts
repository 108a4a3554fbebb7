import { formatPortfolioAmount } from '@angelbridge/contracts/portfolio-texts';

export const formatMoney = formatPortfolioAmount;

// '31 Jan 2027': received_on is a calendar day without a zone, so it is read in UTC.
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day, or a moment's day, as '31 Jan 2027'. */
export function formatDay(value: string): string {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : DAY.format(new Date(time));
}
