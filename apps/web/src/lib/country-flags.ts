/**
 * Every country's flag as an SVG file of country-flag-icons (MIT), by ISO alpha-2 code. Emoji flags
 * render as empty boxes or two letters where the system has no flag font (Linux, Windows): a drawn flag
 * looks the same everywhere. Each flag is its own file, fetched only when shown; `no-inline` keeps the
 * small ones out of the script as data addresses.
 */
const files = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const byCode = new Map(
  Object.entries(files).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** The address of the flag of `alpha2` ('CA', 'gb'), or null for a code without one. */
export function flagUrl(alpha2: string | null | undefined): string | null {
  return byCode.get(alpha2?.trim().toUpperCase() ?? '') ?? null;
}
