// Types only, the calls' routes and the texts: zod loads only where a form validates with a schema.
import type { ErrorResponse, RequestOf, ResponseOf } from '@angelbridge/contracts';
import type { Call, CallName, CallRoute, EndpointOf } from '@angelbridge/contracts/calls';
import { GENERIC_ERROR_MESSAGE as GENERIC } from '@angelbridge/contracts/generic-error';
import { getSession, type Session } from './session';

/** §8: the message for anything the server did not explain (network down, HTML error page, ...). */
export const GENERIC_ERROR_MESSAGE = GENERIC;

export const API_KEY_META = 'angelbridge-api-key';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** Field name -> message, on 400. */
  readonly errors: Record<string, string>;
  /** Seconds to wait, on 429. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string> = {},
    options?: { retryAfter?: number | undefined; cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.status = status;
    this.errors = errors;
    this.retryAfter = options?.retryAfter;
  }
}

/** What a person is told when a call failed: the server's reason, else the generic text (§8). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

export type FileValue = Blob | readonly Blob[];

export interface CallOptions {
  /** Multipart file fields, by field name; only for endpoints that declare files. */
  files?: Record<string, FileValue | null | undefined>;
  signal?: AbortSignal;
  /**
   * Upload progress from 0 to 1, with the bytes sent of the whole body (so a caller sending several files
   * can tell how far each one is). Switches the call to XMLHttpRequest, since fetch cannot report it.
   */
  onUploadProgress?: UploadProgressListener;
  /** The bearer token to send instead of the session's (signing out forgets the session first). */
  token?: string;
}

export type UploadProgressListener = (fraction: number, bytes: { loaded: number; total: number }) => void;

/** The key is written into index.html by whoever serves it, so one API_KEY setting configures both sides. */
export function readApiKey(): string {
  const meta = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${API_KEY_META}"]`);
  return meta?.content ?? '';
}

/** Which bearer token a call carries (§7, D7). */
export function chooseToken(access: CallRoute['access'], session: Session): string | null {
  if (access.includes('reset') && session.tokenReset) return session.tokenReset;
  if (session.incomplete) {
    return access.includes('completion') ? session.tokenCompletion : null;
  }
  return session.token;
}

function toFieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Multipart fields arrive as text: lists and objects travel as JSON, which the contract's fields parse back. */
export function toFormData(body: object, files: CallOptions['files'] = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, toFieldText(value));
  }
  for (const [field, value] of Object.entries(files)) {
    if (!value) continue;
    const list = value instanceof Blob ? [value] : value;
    for (const file of list) form.append(field, file);
  }
  return form;
}

interface RawAnswer {
  status: number;
  text: string;
}

function abortError(): DOMException {
  return new DOMException('The call was aborted.', 'AbortError');
}

function sendWithFetch(url: string, init: RequestInit): Promise<RawAnswer> {
  return fetch(url, init).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }));
}

function sendWithXhr(
  url: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit,
  signal: AbortSignal | undefined,
  onUploadProgress: UploadProgressListener,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    let total = 0;
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      total = event.total;
      onUploadProgress(event.loaded / event.total, { loaded: event.loaded, total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      onUploadProgress(1, { loaded: total, total });
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed.'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(body);
  });
}

/**
 * How the server answers a call when it renders a page itself (src/entry-server.tsx): in-process, as a
 * guest, with the status and the parsed answer. Unset in the browser.
 */
export type InProcessAnswer = (path: string, body: object) => Promise<{ status: number; json: unknown }>;

let inProcess: InProcessAnswer | null = null;

export function answerCallsInProcess(answer: InProcessAnswer): void {
  inProcess = answer;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error envelope of the contract (errorResponse), read without loading its schema. */
function asErrorResponse(json: unknown): ErrorResponse | null {
  if (!isRecord(json) || json.success !== false || typeof json.message !== 'string') return null;
  const errors = isRecord(json.errors)
    ? Object.fromEntries(
        Object.entries(json.errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : undefined;
  const retryAfter = Number.isInteger(json.retry_after) ? (json.retry_after as number) : undefined;
  return { success: false, message: json.message, errors, retry_after: retryAfter };
}

function failure(status: number, json: unknown, cause?: unknown): ApiError {
  const parsed = asErrorResponse(json);
  if (!parsed) return new ApiError(status, GENERIC_ERROR_MESSAGE, {}, { cause: cause ?? json });
  const { message, errors, retry_after } = parsed;
  return new ApiError(status, message || GENERIC_ERROR_MESSAGE, errors ?? {}, { retryAfter: retry_after });
}

/**
 * Sends one call of the contract: POST /api<path>, JSON or multipart, with the API key and the right
 * token. Resolves with the answer; rejects with ApiError (or the AbortError of `signal`, which TanStack
 * Query expects to see as is). The answer is not parsed again here: the server sends every response
 * through its contract schema (ARCHITECTURE, convention 15), and parsing it twice would put zod on every page.
 */
export async function callApi<K extends CallName>(
  call: Call<K>,
  body: RequestOf<EndpointOf<K>>,
  options: CallOptions = {},
): Promise<ResponseOf<EndpointOf<K>>> {
  const fields = (body ?? {}) as object;
  if (inProcess) {
    const { status, json } = await inProcess(call.path, fields);
    return answerOf<K>(status, json);
  }
  const url = `/api${call.path}`;
  const headers: Record<string, string> = { Accept: 'application/json', 'x-api-key': readApiKey() };
  const token = options.token ?? chooseToken(call.access, getSession());
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: FormData | string;
  if (call.multipart) {
    // The browser sets the multipart boundary itself.
    payload = toFormData(fields, options.files);
  } else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(fields);
  }

  let answer: RawAnswer;
  try {
    answer = options.onUploadProgress
      ? await sendWithXhr(url, headers, payload, options.signal, options.onUploadProgress)
      : await sendWithFetch(url, {
          method: 'POST',
          headers,
          body: payload,
          signal: options.signal ?? null,
          // the API is on this origin: its cookies (the sign-in device cookie) go and come with every call
          credentials: 'same-origin',
        });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, GENERIC_ERROR_MESSAGE, {}, { cause: error });
  }

  return answerOf<K>(answer.status, parseJson(answer.text));
}

function answerOf<K extends CallName>(status: number, json: unknown): ResponseOf<EndpointOf<K>> {
  if (status < 200 || status >= 300) throw failure(status, json);
  if (isRecord(json) && json.success === true) return json as ResponseOf<EndpointOf<K>>;
  // A 2xx carrying { success: false } (or no JSON at all) is still a failure the user should read.
  throw failure(status, json);
}
