import type { Endpoint, UserType } from '@angelbridge/contracts';
import { codeFor, type FileField, lastMailId, type Reference } from '../../test/accounts.js';
import type { TestApp } from '../harness.js';

/** What a row may ask for while it builds its payload: people in every state, read through the real calls. */
export interface SpecContext {
  t: TestApp;
  ref: Reference;
  /** A signed-in person with a finished profile (a fresh one per call). */
  signedIn(userType: UserType): Promise<{ email: string; token: string; userId: string }>;
  /** A verified sign-up still to complete its profile, with its completion token. */
  toComplete(userType: UserType): Promise<{ email: string; completionToken: string; userId: string }>;
  /** The code of the next mail to `email` after `since` (see lastMailId). */
  codeFor(email: string, since: number): Promise<string>;
  lastMailId(): Promise<number>;
}

/** One call exactly as the spec (§7, §3) words its payload, and the keys the spec says the client reads. */
export interface SpecCall {
  endpoint: Endpoint;
  /** What the row shows, e.g. 'entrepreneur completion with skills by name'. */
  name?: string;
  /** The spec's payload; setup (people, codes) happens here through the public calls. */
  payload(ctx: SpecContext): Promise<SpecPayload>;
  /** The response keys §7 lists under "Reads". */
  reads: readonly string[];
  /** The success status when it is not 200 (a beacon answers 204 without a body). */
  status?: number;
}

export interface SpecPayload {
  body: Record<string, unknown>;
  token?: string;
  /** Sent as multipart/form-data, lists and objects as JSON text (as §7's multipart calls are). */
  multipart?: boolean;
  files?: Record<string, FileField>;
  /** Further checks once the call answered (e.g. that the payload's values were honoured). */
  after?(body: Record<string, unknown>): void | Promise<void>;
}

export const contextHelpers = (t: TestApp) => ({
  codeFor: (email: string, since: number) => codeFor(t, email, since),
  lastMailId: () => lastMailId(t),
});
