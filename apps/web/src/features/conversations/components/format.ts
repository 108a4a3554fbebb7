import { messages } from '@angelbridge/contracts/messages';

const TIME = new Intl.DateTimeFormat('en-CA', { hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric' });
const FULL = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** Today's times as a time, older ones as a day. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? TIME.format(date) : DAY.format(date);
}

export const formatFull = (iso: string) => FULL.format(new Date(iso));

export function personName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim() || messages.empty.name;
}

/** File sizes as people read them. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
