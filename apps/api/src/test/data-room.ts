/**
 * The data-room tests' scene: an app with an owner and a stranger, and the calls they make: locking a
 * document, opening one, following a signed link as a browser tab would, and allowing an investor.
 */
import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getPitchesById,
  openPitchDocument,
  type PitchDocument,
  setPitchDocumentAccess,
} from '@angelbridge/contracts';
import { and, eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { pitchEvents } from '../db/schema/index.js';
import { startTestApp } from './harness.js';
import { anEntrepreneur, aPublishedPitch, type Person } from './pitches.js';

export async function openDataRoomScene() {
  const t = await startTestApp();
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());
  const owner = await anEntrepreneur(t, 'Olga');
  const stranger = await anEntrepreneur(t, 'Sam');

  const lock = (pitchId: string, documentId: string, locked: unknown, token = owner.token) =>
    t.call(setPitchDocumentAccess, { pitch_id: pitchId, document_id: documentId, locked }, { token });

  const open = (pitchId: string, documentId: string, token?: string, visitorId?: string) =>
    t.call(
      openPitchDocument,
      { pitch_id: pitchId, document_id: documentId, ...(visitorId ? { visitor_id: visitorId } : {}) },
      token ? { token } : {},
    );

  /** A fresh published pitch of the owner's: its cover image (public) and its deck (locked). */
  async function aDataRoom() {
    const pitchId = await aPublishedPitch(t, owner);
    const own = await t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token });
    const [cover, deck] = own.body.pitch_data.document as PitchDocument[];
    if (!cover || !deck) throw new Error('the published pitch has two documents');
    const locked = await lock(pitchId, deck._id, true);
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    return { pitchId, cover, deck };
  }

  /** A signed link fetched as a new tab does: no headers, only the cookie given. */
  const follow = (url: string, cookie?: string) => {
    const request = t.http.get(url).buffer(true);
    return cookie ? request.set('Cookie', cookie) : request;
  };

  async function decide(contactId: string, investor: Person, pitchId: string, status: 'allow' | 'deny') {
    const res = await t.call(
      contactRequestAllowOrDeny,
      { contact_id: contactId, pitch_id: pitchId, inventor_id: investor.id, status },
      { token: owner.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** An investor whose contact request for the pitch the owner allowed; returns the request's id. */
  async function allow(investor: Person, pitchId: string): Promise<string> {
    const asked = await t.call(addContactRequest, { pitch_id: pitchId }, { token: investor.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await decide(asked.body.contact_id, investor, pitchId, 'allow');
    return asked.body.contact_id;
  }

  const opensOf = (pitchId: string) =>
    t.db
      .select({
        viewerId: pitchEvents.viewerId,
        viewerKey: pitchEvents.viewerKey,
        documentId: pitchEvents.documentId,
      })
      .from(pitchEvents)
      .where(and(eq(pitchEvents.pitchId, pitchId), eq(pitchEvents.kind, 'document_open')));

  return { t, owner, stranger, lock, open, aDataRoom, follow, decide, allow, opensOf };
}

/** The binding cookie an open answer set, as the browser would send it back. */
export const cookieOf = (res: Response) => String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
