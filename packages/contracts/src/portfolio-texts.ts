/**
 * The words of money received and the investor's portfolio (issue 33), without zod: the portfolio page
 * reads them without loading the schemas.
 */
import { MAX_AMOUNT } from './limits.js';
import { money } from './thousands.js';

/** The earliest day money can be marked received: older dates are typing slips. */
export const RECEIVED_ON_MIN = '2000-01-01';

export const portfolioTexts = {
  funded: 'Marked funded. The investor has been told.',
  loaded: 'Portfolio loaded.',
  commitmentNotFound: 'Commitment not found.',
  notCompleted:
    'The agreement of this commitment is not completed yet: both parties sign before money is marked received.',
  alreadyFunded: 'This commitment is already marked funded.',
  amountInvalid: `Amount received must be a whole number of dollars from 1 to ${money(MAX_AMOUNT)}.`,
  receivedOnInvalid: 'Received on must be a date (YYYY-MM-DD).',
  receivedOnFuture: 'Received on cannot be in the future.',
  receivedOnTooOld: `Received on must be on or after ${RECEIVED_ON_MIN}.`,
  linkInvalid: 'This link is not valid.',
  linkExpired: 'This link has expired. Open your portfolio again for a new one.',
  linkForAnother: 'This link opens only for the investor it was made for, in the browser they opened it in.',
  noAgreements: 'You have no completed agreements to download yet.',
  fundingRaisedFromFunded:
    'Funding raised is the sum of the money marked received on this round, so it is no longer typed here.',
  noticeFunded: (pitch: string, amount: number) =>
    `${pitch} marked your investment of ${money(amount)} as received.`,
  // the page
  title: 'Portfolio',
  intro: 'Your investments with a completed agreement, and the money you have sent.',
  empty: 'No investments yet. Once an agreement is signed by both parties, it appears here.',
  loadError: 'Your portfolio could not be loaded.',
  chartTitle: 'Money invested by year and instrument',
  totalLabel: 'Total invested',
  byInstrumentTitle: 'By instrument',
  byYearTitle: 'By year',
  downloadAgreements: 'Download agreements',
  columns: {
    company: 'Company',
    pitch: 'Pitch',
    amount: 'Amount',
    instrument: 'Instrument',
    keyTerms: 'Key terms',
    signed: 'Signed',
    funded: 'Funded',
    status: 'Status',
    agreement: 'Agreement',
  },
  openAgreement: 'Open agreement',
  notFundedYet: 'Not yet',
  investmentsTitle: 'Investments',
  loading: 'Loading your portfolio',
  chartLoading: 'Loading the chart',
  /** The chart is one labelled image: its figures are in words beside it. */
  chartLabel: (years: string) => `Money invested by year and instrument: ${years}`,
  tryAgain: 'Try again',
  browsePitches: 'Browse pitches',
  downloadHint: 'One ZIP file of your completed agreements (PDF).',
  noLink: 'No link',
  count: (n: number) => (n === 1 ? '1 investment' : `${n} investments`),
  // the founder's dialog
  markFunded: 'Mark funded',
  markFundedTitle: 'Mark money received',
  markFundedIntro: (investor: string, amount: number) =>
    `${investor} committed ${money(amount)}. Record what arrived and when: the investor is told, and the ` +
    "pitch's funding raised becomes the sum received.",
  amountReceivedLabel: 'Amount received (C$)',
  receivedOnLabel: 'Received on',
  cancel: 'Cancel',
} as const;

export { money as formatPortfolioAmount };
