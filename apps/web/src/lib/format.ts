/** A byte limit as people read it: 5 * 1024 * 1024 reads '5 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** ISD codes are stored with or without the plus sign; people read them with it. */
export function formatIsd(isdCode: string): string {
  return `+${isdCode.trim().replace(/^\+/, '')}`;
}

// Dates as the rest of the app writes them (en-CA, as the bell, conversations and requests do).
const DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** A day: 'Nov 28, 2026'. */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** A moment: 'Nov 28, 2026, 9:37 a.m.'. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
