import { JSON_MAX_ITEMS } from '@angelbridge/contracts';

/**
 * Bounds the contracts leave implicit, written into the reference so that a reader (and Spectral's
 * OWASP ruleset) sees every string, array and integer bounded. Where a zod schema says `.max()`, its
 * bound is kept; these defaults only fill what it leaves open, with what the server really enforces.
 */
export interface Bounds {
  /** maxLength of a string the schema does not bound. */
  stringMax: number;
  /** maxItems of an array the schema does not bound. */
  arrayMax: number;
  /** maxProperties of a map (an object of free keys). */
  propertiesMax: number;
}

/** A JSON body is read up to 1 MB (contract-router.ts) with at most JSON_MAX_ITEMS values in it. */
export const REQUEST_BOUNDS: Bounds = {
  stringMax: 1024 * 1024,
  arrayMax: JSON_MAX_ITEMS,
  propertiesMax: JSON_MAX_ITEMS,
};

/**
 * What the server produces is read from its own tables, whose texts came in through the request
 * bounds above (a CMS page or an export is the largest); the lists are paged or bounded by the data.
 */
export const RESPONSE_BOUNDS: Bounds = {
  stringMax: 10 * 1024 * 1024,
  arrayMax: 100_000,
  propertiesMax: 10_000,
};

const INT32 = 2 ** 31;
/** zod's `.int()` is bounded by JavaScript's safe integers. */
const SAFE = Number.MAX_SAFE_INTEGER;

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? (type as string[]) : [];
}

function boundInteger(schema: Schema) {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -SAFE;
  const max = typeof schema.maximum === 'number' ? schema.maximum : SAFE;
  if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = min;
  if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = max;
  schema.format ??= min >= -INT32 && max < INT32 ? 'int32' : 'int64';
}

/** Fills the bounds of one schema and of every schema inside it, in place. */
export function bound(schema: unknown, bounds: Bounds): void {
  if (Array.isArray(schema)) {
    for (const item of schema) bound(item, bounds);
    return;
  }
  if (!isSchema(schema)) return;
  const types = typesOf(schema);
  const fixed = 'enum' in schema || 'const' in schema;
  if (types.includes('string') && !fixed) schema.maxLength ??= bounds.stringMax;
  if (types.includes('integer')) boundInteger(schema);
  if (types.includes('array')) schema.maxItems ??= bounds.arrayMax;
  if (types.includes('object') && isSchema(schema.additionalProperties)) {
    schema.maxProperties ??= bounds.propertiesMax;
  }
  for (const [key, value] of Object.entries(schema)) {
    // literal values, not schemas
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    if (key === 'properties' || key === '$defs' || key === 'patternProperties') {
      if (isSchema(value)) for (const inner of Object.values(value)) bound(inner, bounds);
      continue;
    }
    bound(value, bounds);
  }
}
