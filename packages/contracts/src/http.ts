import { z } from 'zod';
import type { FileKind } from './file-kinds.js';
import { type JsonBoundsBreach, jsonBoundsBreach } from './json-bounds.js';
import { FIELD_LIMITS } from './limits.js';
import { messages } from './messages.js';

/**
 * Who may call an endpoint. The API enforces it; the web client uses it to decide which token to send.
 * - guest: anyone holding the API key (a session token is read when present, never required)
 * - user: a signed-in user of either type (session token)
 * - entrepreneur / investor: a signed-in user of that type
 * - completion: the token handed out after the sign-up code, good only for finishing the profile
 * - reset: the token handed out after a forget-password code, good only for setting a new password
 * - admin: an admin's session token, issued only once the TOTP second factor is passed
 * - second_factor: what /doLogin hands an admin: good only for setting up or passing the second factor
 *   (no admin call accepts it)
 */
export type Access =
  | 'guest'
  | 'user'
  | 'entrepreneur'
  | 'investor'
  | 'completion'
  | 'reset'
  | 'admin'
  | 'second_factor';

// What a browser calls each file kind, zod-free for the forms that offer files (file-kinds.ts).
export {
  acceptOf,
  extensionsOf,
  FILE_KIND_NAMES,
  type FileKind,
  IMAGE_KINDS,
  mimeTypesOf,
  nameFitsKinds,
} from './file-kinds.js';

export interface FileRule {
  /** Multipart field name; `document` also accepts `document[0]`, `document[1]`, ... */
  readonly field: string;
  readonly maxCount: number;
  readonly maxBytes: number;
  readonly kinds: readonly FileKind[];
  /** Message when a file is not one of `kinds`. */
  readonly typeMessage: string;
  /** Message when a file is over `maxBytes`. */
  readonly sizeMessage: string;
  /** Message when more than `maxCount` files come in this field; a generic one when missing. */
  readonly countMessage?: string;
}

export type Module =
  | 'auth'
  | 'profiles'
  | 'reference'
  | 'pitches'
  | 'contact-requests'
  | 'conversations'
  | 'data-room'
  | 'notifications'
  | 'discovery'
  | 'cms'
  | 'contact-us'
  | 'insights'
  | 'account'
  | 'admin'
  | 'follows'
  | 'matching'
  | 'reports'
  | 'commitments'
  | 'agreements'
  | 'portfolio'
  | 'updates';

export interface Endpoint<
  TReq extends z.ZodType = z.ZodType,
  TRes extends z.ZodType = z.ZodType,
  TAccess extends readonly Access[] = readonly Access[],
> {
  /** Path under /api; every call is a POST. */
  readonly path: `/${string}`;
  readonly module: Module;
  readonly summary: string;
  /** Kept literal in the type, so a handler of a call without 'guest' is typed with a caller. */
  readonly access: TAccess;
  readonly request: TReq;
  readonly response: TRes;
  /** Present when the call is multipart/form-data. */
  readonly files?: readonly FileRule[];
  /** A multipart call that also takes a plain JSON body, without its files (curl users, a hash alone). */
  readonly jsonToo?: true;
}

export function endpoint<
  TReq extends z.ZodType,
  TRes extends z.ZodType,
  const TAccess extends readonly Access[],
>(def: Endpoint<TReq, TRes, TAccess>): Endpoint<TReq, TRes, TAccess> {
  return def;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** Every successful answer: `success: true`, a human message, and the call's own keys. */
export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), message: z.string(), ...shape });
}

export const okOnly = ok({});

/** Every failed answer. `errors` maps a field name to its message on 400. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** Seconds to wait, on 429. */
  retry_after: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const emptyRequest = z.object({}).loose();

/** Ids are UUIDs; a malformed one is a 400, an unknown one is simply not found. */
export const idSchema = (label = 'id') => z.uuid({ error: `Invalid ${label}.` });

// ---- multipart helpers: multipart fields arrive as strings, JSON fields arrive as JSON text ----

/** Where a JSON text breaks the bounds of json-bounds.ts, the field says so and keeps its text. */
type IssueSink = { addIssue: (issue: { code: 'custom'; message: string }) => void };

function parseJsonText(value: unknown, ctx: IssueSink): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('[') && !text.startsWith('{')) return value;
  const breach = jsonBoundsBreach(text);
  if (breach) {
    ctx.addIssue({ code: 'custom', message: jsonBoundsMessage(breach) });
    return value;
  }
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

/** The words for a JSON body or field over the bounds of json-bounds.ts. */
export function jsonBoundsMessage(breach: JsonBoundsBreach): string {
  return breach === 'depth' ? messages.security.jsonTooDeep : messages.security.jsonTooManyItems;
}

/** A field that may arrive as JSON text (multipart) or as a value (JSON body). */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess(parseJsonText, schema);
}

/** A list that may arrive as an array, as JSON text, as a repeated field or as one plain value. */
export function listField<T extends z.ZodType>(item: T) {
  return z.preprocess((value, ctx) => {
    const parsed = parseJsonText(value, ctx);
    if (parsed === undefined || parsed === null || parsed === '') return [];
    return Array.isArray(parsed) ? parsed : [parsed];
  }, z.array(item));
}

/** A number that may arrive as text; empty text counts as missing. */
export function numberField(message: string) {
  return z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number({ error: message }).refine(Number.isFinite, { message }),
  );
}

function toBoolean(value: unknown): unknown {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === 'true' || text === '1' || text === 'on' || text === 'yes' || text === 1) return true;
  if (text === 'false' || text === '0' || text === 'off' || text === 'no' || text === 0) return false;
  return value;
}

/** A boolean that may arrive as 'true' / 'false' text. */
export const booleanField = z.preprocess(toBoolean, z.boolean());

/** Like booleanField, with the field's own words when it is neither. */
export function booleanFieldWith(message: string) {
  return z.preprocess(toBoolean, z.boolean({ error: message }));
}

/** A checkbox that must be ticked; missing, false and junk all give `message`. */
export function checkedField(message: string) {
  return z.preprocess(toBoolean, z.literal(true, { error: message }));
}

/** Like numberField, but missing or empty text is allowed (gives undefined). */
export function optionalNumberField(message: string) {
  return z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number({ error: message }).refine(Number.isFinite, { message }).optional(),
  );
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A required UUID: missing or empty gives `requiredMessage`, a malformed one `Invalid <label>.` */
export function requiredId(requiredMessage: string, label: string) {
  return z.preprocess(
    emptyToUndefined,
    z.uuid({ error: (issue) => (issue.input === undefined ? requiredMessage : `Invalid ${label}.`) }),
  );
}

/** An optional UUID; empty text counts as missing. */
export function optionalId(label: string) {
  return z.preprocess(emptyToUndefined, idSchema(label).optional());
}

// ---- text: the one primitive every text field is built on ----

/**
 * A NUL character or a lone UTF-16 surrogate: PostgreSQL refuses to store either (a 500), and neither
 * is ever part of text a person typed. Exported so the API can check every string of a body with it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const BAD_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBadCharacters(value: string): boolean {
  return BAD_CHARACTERS.test(value);
}

export const BAD_CHARACTERS_MESSAGE = messages.security.badCharacters;

/** A string that holds no NUL and no broken Unicode; every text helper below starts from it. */
export function textField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasBadCharacters(value), {
    error: BAD_CHARACTERS_MESSAGE,
    abort: true,
  });
}

/** An e-mail address, trimmed and lower-cased so lookups and uniqueness ignore case. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return textField({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .max(FIELD_LIMITS.email, { error: invalidMessage, abort: true })
    .pipe(z.email({ error: invalidMessage }));
}

/** Text that is trimmed and required, with the spec's message. */
export function requiredText(message: string, max = 5000) {
  return textField({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters.` });
}

/** Text that may be missing or empty. */
export function optionalText(max = 5000, message = `At most ${max} characters.`) {
  return textField().trim().max(max, { error: message }).optional();
}
