import type { Agreement } from '@angelbridge/contracts';
import type { SignerRole } from '@angelbridge/contracts/agreement-texts';

export { formatAgreementAmount as formatMoney } from '@angelbridge/contracts/agreement-texts';

const DAY = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as people read it, the same day wherever the reader is. */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** Whether the agreement waits for this party's signature now. */
export const waitsFor = (agreement: Pick<Agreement, 'status'>, role: SignerRole) =>
  agreement.status === `awaiting_${role}`;

/** The other party's name, as the list and the page name them. */
export const otherParty = (agreement: Pick<Agreement, 'investor' | 'founder'>, role: SignerRole) =>
  role === 'investor' ? agreement.founder.name : agreement.investor.name;
