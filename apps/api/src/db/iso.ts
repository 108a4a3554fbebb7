/**
 * A timestamp as the database hands it over (a Date through drizzle, a string in raw rows) in the ISO form
 * every contract sends; null stays null. The one copy: it was defined in nine files.
 */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
