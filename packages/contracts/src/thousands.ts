/**
 * A whole number as people read it, 10000 as '10,000', without Intl: the texts built when a module loads
 * stay cheap. A first `toLocaleString('en-US')` loads ICU's number formats, which cost a throttled phone
 * 200 ms of a form's hydration (issue 31).
 */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount of money as every text writes it, 25000 as 'C$25,000': amounts are whole dollars (a fraction,
 * which no call stores, is written as the locale writes it).
 */
export const money = (amount: number): string =>
  `C$${Number.isInteger(amount) ? thousands(amount) : amount.toLocaleString('en-US')}`;
