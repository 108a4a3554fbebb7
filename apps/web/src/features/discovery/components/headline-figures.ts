/**
 * The headline numbers of home and /scout, in the marketing style ('40+') but true: each is the real
 * count or sum rounded DOWN, so the figure never claims more than there is.
 */

const grouped = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });

/** The round step below `n`: tens below 1,000 ('20+', '700+'), then two leading digits ('1,200+'). */
function stepOf(n: number): number {
  const digits = Math.floor(Math.log10(n)) + 1;
  return 10 ** (digits <= 3 ? digits - 1 : digits - 2);
}

/** A count: exact below 10 ('7'), else rounded down with a '+' ('23' → '20+', '734' → '700+'). */
export function headlineCount(n: number): string {
  const whole = Math.max(0, Math.floor(n));
  if (whole < 10) return String(whole);
  const step = stepOf(whole);
  return `${grouped.format(Math.floor(whole / step) * step)}+`;
}

/** Canadian dollars as the cards count them, rounded down: 'C$13M+', 'C$950K+', 'C$500+', 'C$0'. */
export function headlineCad(amount: number): string {
  const whole = Math.max(0, Math.floor(amount));
  if (whole >= 1_000_000) return `C$${grouped.format(Math.floor(whole / 1_000_000))}M+`;
  if (whole >= 1_000) return `C$${Math.floor(whole / 1_000)}K+`;
  if (whole >= 10) return `C$${headlineCount(whole)}`;
  return `C$${whole}`;
}
