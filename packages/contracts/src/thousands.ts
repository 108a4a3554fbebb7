/**
 * A whole number as people read it, 10000 as '10,000', without Intl: the texts built when a module loads
 * stay cheap. A first `toLocaleString('en-US')` loads ICU's number formats, which cost a throttled phone
 * 200 ms of a form's hydration (issue 31).
 */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
