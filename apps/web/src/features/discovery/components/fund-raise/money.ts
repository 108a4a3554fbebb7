const whole = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });

/** §9: amounts on cards read in Canadian dollars, e.g. 'C$ 25,000'. */
export function formatCad(amount: number): string {
  return `C$ ${whole.format(amount)}`;
}
