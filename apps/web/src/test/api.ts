import {
  type Endpoint,
  type ErrorResponse,
  errorResponse,
  getConversations,
  getNotifications,
  getPitchMatches,
  getPitchRound,
  getPlatformStats,
  getRecommendedPitches,
  getUserDetails,
  type RequestOf,
} from '@angelbridge/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { contractBreach } from './contract-breach';

/**
 * The API as web unit tests see it: MSW answers each call, and every answer a test writes goes through
 * the endpoint's own response schema (or, for a refusal, the contract's error envelope) before the app
 * sees it, the way the real server sends its answers. A fake that breaks the contract fails the test.
 */

/** A success body as the test writes it: what the endpoint's response schema accepts. */
export type Answer<E extends Endpoint> = z.input<E['response']>;

/** A non-2xx answer: the contract's error envelope with its HTTP status. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
  ) {}
}

/** A refusal with `message`, and on 400 its field errors, on 429 its retry_after. */
export function refusal(
  status: number,
  message: string,
  extra: Omit<ErrorResponse, 'success' | 'message'> = {},
) {
  return new Refusal(status, { success: false, message, ...extra });
}

/** No answer at all: the network failed (fetch rejects). */
export const NETWORK_ERROR = Symbol('network error');

type Reply<E extends Endpoint> = Answer<E> | Refusal | typeof NETWORK_ERROR;

/**
 * What the app sent. For a multipart call `body` holds its fields by name as they travel (lists and
 * objects as JSON text, files as File), and `form` the FormData itself.
 */
export interface SentCall<E extends Endpoint = Endpoint> {
  path: string;
  body: RequestOf<E>;
  form: FormData | null;
  headers: Headers;
  signal: AbortSignal;
}

type Resolver<E extends Endpoint> = (body: RequestOf<E>, call: SentCall<E>) => Reply<E> | Promise<Reply<E>>;

const log: SentCall[] = [];
/** What went wrong this test, thrown after it (see `checkCalls`): breaches and calls nobody answered. */
const problems: string[] = [];

/** The answer the server would send, or the reason it breaks the contract. */
function toResponse<E extends Endpoint>(endpoint: E, reply: Reply<E>): Response {
  if (reply === NETWORK_ERROR) return HttpResponse.error();
  const [schema, status, body] =
    reply instanceof Refusal
      ? [errorResponse, reply.status, reply.body]
      : [endpoint.response, 200, reply as unknown];
  const breach = contractBreach(schema, body);
  if (breach) throw new Error(`The fake answer of ${endpoint.path} breaks the contract: ${breach}`);
  if (reply instanceof Refusal && status < 400)
    throw new Error(`A refusal needs a 4xx or 5xx status, not ${status}.`);
  return HttpResponse.json(schema.parse(body) as object, { status });
}

async function readCall<E extends Endpoint>(path: string, request: Request): Promise<SentCall<E>> {
  const type = request.headers.get('content-type') ?? '';
  const form = type.startsWith('multipart/form-data') ? await request.formData() : null;
  const text = form ? '' : await request.text();
  const body = (form ? Object.fromEntries(form.entries()) : text ? JSON.parse(text) : {}) as RequestOf<E>;
  return { path, body, form, headers: request.headers, signal: request.signal };
}

function handlerFor<E extends Endpoint>(endpoint: E, reply: NoInfer<Reply<E> | Resolver<E>>) {
  const written = typeof reply !== 'function';
  // A written answer is checked at once, so a broken fixture fails where the test writes it.
  if (written) toResponse(endpoint, reply as Reply<E>);
  const resolve = written ? () => reply as Reply<E> : (reply as Resolver<E>);
  return http.post(`*/api${endpoint.path}`, async ({ request }) => {
    const call = await readCall<E>(endpoint.path, request);
    log.push(call as SentCall);
    try {
      return toResponse(endpoint, await resolve(call.body, call));
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return HttpResponse.json(
        { success: false, message: 'The fake answer broke the contract.' },
        { status: 500 },
      );
    }
  });
}

export const server = setupServer(
  // The calls of every signed-in page: the session check gets no answer (the stored session is kept),
  // the bell and the messages link are empty. A test that looks at any of them answers it itself.
  handlerFor(getUserDetails, NETWORK_ERROR),
  handlerFor(getNotifications, { success: true, message: 'OK', notifications: [], unread_count: 0 }),
  handlerFor(getConversations, { success: true, message: 'OK', conversations: [], unread_total: 0 }),
  // an investor's matches (issue 22), asked after the public data on listings and pitch pages: none
  handlerFor(getPitchMatches, { success: true, message: 'OK', matches: [] }),
  handlerFor(getRecommendedPitches, {
    success: true,
    message: 'OK',
    pitch_data: [],
    thesis_empty: false,
    thesis_note: null,
  }),
  // the round under a signed-in pitch page (issue 32): open, nothing shown, nothing to commit; the
  // commitments tests answer it themselves. Without it, a test ends before or after the slot's chunk
  // loads depending on the machine, and the call lands in whichever test runs then.
  handlerFor(getPitchRound, {
    success: true,
    message: 'OK',
    round: {
      pitch_id: '00000000-0000-4000-8000-000000000000',
      state: 'open',
      show_progress: false,
      closed_at: null,
    },
    is_owner: false,
    round_progress: null,
    lead: null,
    my_commitment: null,
    my_lead_offer: null,
    may_commit: false,
    cannot_commit_reason: null,
    may_offer_to_lead: false,
    amount_min: 1,
    amount_max: 1,
  }),
  // the headline numbers on home and /scout: an empty platform
  handlerFor(getPlatformStats, {
    success: true,
    message: 'OK',
    stats: { investors: 0, entrepreneurs: 0, pitches: 0, capital_raised: 0, currency: 'CAD' },
  }),
  // Every other call a test does not answer: the test fails, and the app sees the network fail meanwhile.
  http.all('*', async ({ request }) => {
    // A call the page began as its test ended reaches here after that test's clean-up, while the next
    // test runs: unmounting cancelled it (its signal is aborted), so it is nobody's unanswered call.
    if (request.signal.aborted) return HttpResponse.error();
    problems.push(`${request.method} ${new URL(request.url).pathname} had no answer in this test`);
    return HttpResponse.error();
  }),
);

/**
 * Answers every call to `endpoint` with `reply`: a success body (checked against the endpoint's response
 * schema now, so a broken fixture fails at once), a `refusal(...)`, `NETWORK_ERROR`, or a function of
 * what was sent that returns (or promises, to hold the answer back) one of those, checked when it answers.
 */
export function answer<E extends Endpoint>(endpoint: E, reply: NoInfer<Reply<E> | Resolver<E>>): void {
  server.use(handlerFor(endpoint, reply));
}

/** Shorthand for a call that is always refused. */
export function refuse(
  endpoint: Endpoint,
  status: number,
  message: string,
  extra?: Parameters<typeof refusal>[2],
) {
  answer(endpoint, refusal(status, message, extra));
}

/** The calls the app made to `endpoint` this test, in order. */
export function sent<E extends Endpoint>(endpoint: E): SentCall<E>[] {
  return log.filter((call) => call.path === endpoint.path) as SentCall<E>[];
}

/** After each test: forget its answers and calls, and fail it if an answer broke the contract or a call went unanswered. */
export function checkCalls(): void {
  server.resetHandlers();
  log.length = 0;
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(found.join('\n'));
}
