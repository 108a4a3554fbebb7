/** A byte limit as people read it: 5 * 1024 * 1024 reads '5 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** ISD codes are stored with or without the plus sign; people read them with it. */
export function formatIsd(isdCode: string): string {
  return `+${isdCode.trim().replace(/^\+/, '')}`;
}

// Dates as the rest of the app writes them (en-CA, as the bell, conversations and requests do). Made on
// first use: the sign-up form imports this file for its ISD codes, and a date format made when the module
// loads costs a throttled phone's hydration the loading of ICU's calendars (issue 31).
let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/** A day: 'Nov 28, 2026'. */
export function formatDate(iso: string): string {
  date ??= new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });
  return date.format(new Date(iso));
}

/** A moment: 'Nov 28, 2026, 9:37 a.m.'. */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(iso));
}
