import { RECORD_EVENT_PATH } from '@angelbridge/contracts/calls';
import { MAX_EVENT_DURATION_MS } from '@angelbridge/contracts/limits';
import { readApiKey } from '../../../../lib/api-client';
import { getSession } from '../../../../lib/session';

/**
 * Engagement beacons of the pitch page. Kept tiny and free of zod: it ships with /project/{id}, whose
 * script budget is tight, and the server validates every event anyway.
 */

const VISITOR_KEY = 'visitor_id';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A random id for this browser, so guests are counted without an IP address. */
export function visitorId(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(VISITOR_KEY);
  } catch {
    // Blocked storage: a fresh id per page is the best we can do.
  }
  if (stored && VISITOR_ID.test(stored)) return stored;
  // getRandomValues works on plain http too, unlike crypto.randomUUID.
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  try {
    localStorage.setItem(VISITOR_KEY, id);
  } catch {
    // as above
  }
  return id;
}

export type PitchBeaconEvent =
  | { kind: 'tab_view'; tab: number; duration_ms: number }
  | { kind: 'document_open'; document_id: string };

/**
 * Sends one event without waiting for it. A beacon cannot carry headers, so the API key and the session
 * token go in the body; text/plain keeps it a simple request the browser never delays.
 */
export function sendPitchEvent(pitchId: string, event: PitchBeaconEvent): void {
  const session = getSession();
  const body: Record<string, unknown> = {
    pitch_id: pitchId,
    ...event,
    visitor_id: visitorId(),
    api_key: readApiKey(),
  };
  if (session.signedIn && session.token) body.token = session.token;
  if (event.kind === 'tab_view')
    body.duration_ms = Math.min(MAX_EVENT_DURATION_MS, Math.round(event.duration_ms));
  try {
    navigator.sendBeacon?.(RECORD_EVENT_PATH, new Blob([JSON.stringify(body)], { type: 'text/plain' }));
  } catch {
    // Losing one count is better than breaking the page.
  }
}
