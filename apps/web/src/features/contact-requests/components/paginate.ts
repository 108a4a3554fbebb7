import { CONTACT_REQUEST_PAGE_SIZE } from '@angelbridge/contracts';

/** §2: client-side pages of 10. Returns the rows of page `page` (1-based, clamped) and the page count. */
export function paginate<T>(rows: readonly T[], page: number, size = CONTACT_REQUEST_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pages, current, rows: rows.slice((current - 1) * size, current * size) };
}
