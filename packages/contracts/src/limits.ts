/**
 * Limits a page needs without the schemas that enforce them (they load only with a form): the search
 * box's length, the amount slider's top, the contact note's length.
 */
export const SEARCH_QUERY_MAX = 100;
/** Amounts are whole dollars stored as bigint; the cap keeps them exact in a JS number. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const CONTACT_NOTE_MAX = 500;
