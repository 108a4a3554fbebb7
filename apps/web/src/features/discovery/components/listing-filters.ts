import {
  type getInvestmentPageData,
  type getScoutInvestor,
  MAX_AMOUNT,
  PITCH_STAGES,
  type RequestOf,
  SEARCH_QUERY_MAX,
} from '@angelbridge/contracts';

/**
 * The filters of /invest and /scout live in the URL (?search=…&expertise=…&min=…&max=…; the home page's
 * pitch search links to /invest?search=…), so a reload, a shared
 * link and the Back button all bring them back. Anything malformed in a hand-edited URL is dropped.
 */
export interface ListingFilters {
  q: string;
  /** Project type ids. */
  expertise: string[];
  /** Only when the visitor narrowed the slider; absent means "any amount". */
  min?: number;
  max?: number;
  /** The round (issue 22, /invest only): stages and country ids; absent or empty means any. */
  stage?: string[];
  country?: string[];
}

const STAGES: readonly string[] = PITCH_STAGES;

export type ScoutKind = 'investor' | 'entrepreneur';

export interface ScoutFilters extends ListingFilters {
  type: ScoutKind;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

export function readListingFilters(params: URLSearchParams): ListingFilters {
  const expertise = [...new Set(params.getAll('expertise').filter((id) => UUID.test(id)))].sort();
  let min = amount(params.get('min'));
  let max = amount(params.get('max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const filters: ListingFilters = {
    q: (params.get('search') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    expertise,
  };
  if (min !== undefined) filters.min = min;
  if (max !== undefined) filters.max = max;
  const stage = [...new Set(params.getAll('stage').filter((s) => STAGES.includes(s)))].sort();
  const country = [...new Set(params.getAll('country').filter((id) => UUID.test(id)))].sort().slice(0, 30);
  if (stage.length) filters.stage = stage;
  if (country.length) filters.country = country;
  return filters;
}

export function readScoutFilters(params: URLSearchParams): ScoutFilters {
  const type: ScoutKind = params.get('type') === 'entrepreneur' ? 'entrepreneur' : 'investor';
  // Entrepreneurs have no filters besides the text (§2: filters are for investors only).
  if (type === 'entrepreneur') return { type, q: readListingFilters(params).q, expertise: [] };
  const { stage: _stage, country: _country, ...people } = readListingFilters(params);
  return { type, ...people };
}

/** No search text, no project type, any amount. */
export const NO_FILTERS: ListingFilters = { q: '', expertise: [] };

/** Whether a search or any filter narrows the list. */
export function hasFilters(filters: ListingFilters): boolean {
  return (
    filters.q !== '' ||
    filters.expertise.length > 0 ||
    filters.min !== undefined ||
    filters.max !== undefined ||
    (filters.stage?.length ?? 0) > 0 ||
    (filters.country?.length ?? 0) > 0
  );
}

/** Writes `filters` over `params`, keeping parameters the filters do not own (type, tab, ...). */
export function writeListingFilters(params: URLSearchParams, filters: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['search', 'expertise', 'min', 'max', 'stage', 'country']) next.delete(key);
  if (filters.q.trim()) next.set('search', filters.q.trim());
  for (const id of filters.expertise) next.append('expertise', id);
  if (filters.min !== undefined) next.set('min', String(filters.min));
  if (filters.max !== undefined) next.set('max', String(filters.max));
  for (const stage of filters.stage ?? []) next.append('stage', stage);
  for (const id of filters.country ?? []) next.append('country', id);
  return next;
}

export function toInvestmentRequest(filters: ListingFilters): RequestOf<typeof getInvestmentPageData> {
  // §7: expertise is omitted when no project type is ticked.
  const body: RequestOf<typeof getInvestmentPageData> = {
    expertise: filters.expertise.length > 0 ? filters.expertise : undefined,
  };
  if (filters.q) body.search_query = filters.q;
  if (filters.min !== undefined || filters.max !== undefined) {
    body.investment_range = { min: filters.min ?? 0, max: filters.max ?? MAX_AMOUNT };
  }
  if (filters.stage?.length) body.stage = filters.stage;
  if (filters.country?.length) body.country = filters.country;
  return body;
}

export function toScoutRequest(filters: ScoutFilters): RequestOf<typeof getScoutInvestor> {
  const body: RequestOf<typeof getScoutInvestor> = {
    type: filters.type,
    expertise: filters.expertise.length > 0 ? filters.expertise : undefined,
  };
  if (filters.q) body.search_query = filters.q;
  if (filters.min !== undefined) body.investment_min = filters.min;
  if (filters.max !== undefined) body.investment_max = filters.max;
  return body;
}
