/**
 * Replays, for every call of spec §7, one payload exactly as spec §7 (and §3) words it, and checks
 * the keys the spec says the client reads. A module adds its calls as rows in its own *.rows.ts file
 * and one line below; nothing else changes.
 */
import type { UserType } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { multipart, openTestApp, signedInUser, signUpAndVerify } from '../../test/accounts.js';
import { authRows } from './auth.rows.js';
import { contactRequestsRows } from './contact-requests.rows.js';
import { dataRoomRows } from './data-room.rows.js';
import { discoveryRows } from './discovery.rows.js';
import { pitchInsightsRows } from './pitch-insights.rows.js';
import { pitchesRows } from './pitches.rows.js';
import { profilesRows } from './profiles.rows.js';
import { publicRows } from './public.rows.js';
import { referenceRows } from './reference.rows.js';
import { contextHelpers, type SpecCall, type SpecContext } from './spec-call.js';

const rows: SpecCall[] = [
  ...authRows,
  ...profilesRows,
  ...referenceRows,
  ...publicRows,
  ...pitchesRows,
  ...discoveryRows,
  ...contactRequestsRows,
  ...dataRoomRows,
  ...pitchInsightsRows,
];

const { t, ref } = await openTestApp();
const ctx: SpecContext = {
  t,
  ref,
  ...contextHelpers(t),
  signedIn: (userType: UserType) => signedInUser(t, ref, userType),
  toComplete: (userType: UserType) => signUpAndVerify(t, ref, userType),
};

/** 'user_data.token' → body.user_data has a token key (its value may be null, as a photo may). */
function hasPath(body: unknown, path: string): boolean {
  let here: unknown = body;
  for (const key of path.split('.')) {
    if (!here || typeof here !== 'object' || !(key in here)) return false;
    here = (here as Record<string, unknown>)[key];
  }
  return true;
}

describe('spec-shaped payloads', () => {
  it.each(rows.map((row) => [`${row.endpoint.path}${row.name ? ` (${row.name})` : ''}`, row] as const))(
    '%s succeeds and answers the keys the spec reads',
    async (_label, row) => {
      const payload = await row.payload(ctx);
      const res = payload.multipart
        ? await multipart(t, row.endpoint, payload.body, {
            ...(payload.token ? { token: payload.token } : {}),
            ...(payload.files ? { files: payload.files } : {}),
          })
        : await t.call(row.endpoint, payload.body, payload.token ? { token: payload.token } : {});
      expect(res.status, JSON.stringify(res.body)).toBe(row.status ?? 200);
      if (res.status !== 204) expect(res.body.success).toBe(true);
      for (const key of row.reads) expect(hasPath(res.body, key), `answer has ${key}`).toBe(true);
      await payload.after?.(res.body);
    },
  );
});
