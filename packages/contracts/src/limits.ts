/**
 * Limits a page needs without the schemas that enforce them (they load only with a form): the search
 * box's length, the amount slider's top, the contact note's length, the longest time on a tab.
 */
export const SEARCH_QUERY_MAX = 100;
/** Amounts are whole dollars stored as bigint; the cap keeps them exact in a JS number. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const CONTACT_NOTE_MAX = 500;
/** The longest time on a tab one event may report (a tab left open overnight counts as an hour). */
export const MAX_EVENT_DURATION_MS = 60 * 60 * 1000;
