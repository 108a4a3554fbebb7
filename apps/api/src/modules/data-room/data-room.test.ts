import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getInvestmentPageDataById,
  getPitchesById,
  hidePitches,
  logout,
  messages,
  openPitchDocument,
  type PitchDocument,
  SIGNED_LINK_SECONDS,
  setPitchDocumentAccess,
} from '@angelbridge/contracts';
import { and, eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pitchEvents } from '../../db/schema/index.js';
import { createTokens } from '../../http/tokens.js';
import { expireRequest } from '../../test/contact-requests.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, type Person } from '../../test/pitches.js';

const m = messages.dataRoom;
const VISITOR = 'guest-browser-0001';

let t: TestApp;
let owner: Person;
let stranger: Person;
beforeAll(async () => {
  t = await startTestApp();
  owner = await anEntrepreneur(t, 'Olga');
  stranger = await anEntrepreneur(t, 'Sam');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

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

const lock = (pitchId: string, documentId: string, locked: unknown, token = owner.token) =>
  t.call(setPitchDocumentAccess, { pitch_id: pitchId, document_id: documentId, locked }, { token });

const open = (pitchId: string, documentId: string, token?: string, visitorId?: string) =>
  t.call(
    openPitchDocument,
    { pitch_id: pitchId, document_id: documentId, ...(visitorId ? { visitor_id: visitorId } : {}) },
    token ? { token } : {},
  );

/** The binding cookie an open answer set, as the browser would send it back. */
const cookieOf = (res: Response) => String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';

const follow = (url: string, cookie?: string) => {
  const request = t.http.get(url).buffer(true);
  return cookie ? request.set('Cookie', cookie) : request;
};

/** An investor whose contact request for the pitch the owner allowed; returns the request's id. */
async function allow(investor: Person, pitchId: string): Promise<string> {
  const asked = await t.call(addContactRequest, { pitch_id: pitchId }, { token: investor.token });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  await decide(asked.body.contact_id, investor, pitchId, 'allow');
  return asked.body.contact_id;
}

async function decide(contactId: string, investor: Person, pitchId: string, status: 'allow' | 'deny') {
  const res = await t.call(
    contactRequestAllowOrDeny,
    { contact_id: contactId, pitch_id: pitchId, inventor_id: investor.id, status },
    { token: owner.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
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

describe('locking a document', () => {
  it('when the owner locks one, then their view keeps its URL and the public view has only its name', async () => {
    const pitchId = await aPublishedPitch(t, owner);
    const own = await t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token });
    const deck = own.body.pitch_data.document[1] as PitchDocument;
    const res = await lock(pitchId, deck._id, true);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.madeLocked);
    expect(res.body.pitch_data.document[1]).toEqual({ ...deck, locked: true });
    const shown = await t.call(getInvestmentPageDataById, { investment_id: pitchId });
    expect(shown.body.investment_data.document[1]).toEqual({ ...deck, locked: true, pitch_document: '' });
    expect(JSON.stringify(shown.body)).not.toContain(deck.pitch_document);
  });

  it('when a document is locked, then its stored URL refuses to serve it; unlocked, it serves again', async () => {
    const { pitchId, cover, deck } = await aDataRoom();
    const refused = await follow(deck.pitch_document);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: m.approvedOnly });
    // a public document is revalidated on every use, so locking it takes effect at once
    const served = await follow(cover.pitch_document);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('no-cache');
    // a team photo too: its pitch may be hidden at any moment, and then it is its owner's alone
    const own = await t.call(getPitchesById, { pitch_id: pitchId }, { token: owner.token });
    const photo = await follow(own.body.pitch_data.team[0].photo);
    expect(photo.headers['cache-control']).toBe('no-cache');
    const unlocked = await lock(pitchId, deck._id, 'false');
    expect(unlocked.body.message).toBe(m.madePublic);
    expect((await follow(deck.pitch_document)).status).toBe(200);
  });

  it('when someone other than the owner tries, then it is refused and nothing changes', async () => {
    const { pitchId, cover } = await aDataRoom();
    const investor = await anInvestor(t);
    expect((await lock(pitchId, cover._id, true, stranger.token)).status).toBe(404);
    expect((await lock(pitchId, cover._id, true, investor.token)).status).toBe(403);
    expect(
      (await t.call(setPitchDocumentAccess, { pitch_id: pitchId, document_id: cover._id, locked: true }))
        .status,
    ).toBe(401);
    expect((await follow(cover.pitch_document)).status).toBe(200);
  });

  it('when the document is not the pitch’s or the input is bad, then 4xx with a clear message', async () => {
    const first = await aDataRoom();
    const second = await aDataRoom();
    const foreign = await lock(first.pitchId, second.cover._id, true);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(m.documentNotFound);
    const bad = await lock(first.pitchId, first.cover._id, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('locked');
    expect((await lock(first.pitchId, 'not-a-uuid', true)).status).toBe(400);
    expect((await follow(second.cover.pitch_document)).status).toBe(200);
  });
});

describe('opening a public document', () => {
  it('when a guest opens it, then they get its URL and the open is counted by their browser id', async () => {
    const { pitchId, cover } = await aDataRoom();
    const res = await open(pitchId, cover._id, undefined, VISITOR);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ url: cover.pitch_document, expires_at: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await opensOf(pitchId)).toEqual([
      { viewerId: null, viewerKey: `g:${VISITOR}`, documentId: cover._id },
    ]);
    // without a browser id there is nobody to count: the document still opens
    const anonymous = await open(pitchId, cover._id);
    expect(anonymous.status).toBe(200);
    expect(await opensOf(pitchId)).toHaveLength(1);
  });

  it('when a guest sends a bad browser id, then 400 and nothing is recorded', async () => {
    const { pitchId, cover } = await aDataRoom();
    const res = await open(pitchId, cover._id, undefined, 'x<script>');
    expect(res.status).toBe(400);
    expect(await opensOf(pitchId)).toEqual([]);
  });

  it('when a signed-in investor opens it twice, then the opens within 30 minutes count once', async () => {
    const { pitchId, cover } = await aDataRoom();
    const investor = await anInvestor(t);
    expect((await open(pitchId, cover._id, investor.token)).status).toBe(200);
    expect((await open(pitchId, cover._id, investor.token)).status).toBe(200);
    expect(await opensOf(pitchId)).toEqual([
      { viewerId: investor.id, viewerKey: investor.id, documentId: cover._id },
    ]);
  });

  it('when the pitch is hidden, then its documents are not found for others, and the owner still opens them', async () => {
    const { pitchId, cover } = await aDataRoom();
    await t.call(hidePitches, { pitch_id: pitchId, value: true }, { token: owner.token });
    const res = await open(pitchId, cover._id, undefined, VISITOR);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.documentNotFound);
    expect((await open(pitchId, cover._id, owner.token)).status).toBe(200);
    // the owner's own opens are not engagement
    expect(await opensOf(pitchId)).toEqual([]);
  });
});

describe('opening a locked document', () => {
  it('when a guest, another founder or an investor without an allowed request asks, then 403 and nothing is recorded', async () => {
    const { pitchId, deck } = await aDataRoom();
    const pending = await anInvestor(t);
    await t.call(addContactRequest, { pitch_id: pitchId }, { token: pending.token });
    for (const token of [undefined, stranger.token, (await anInvestor(t)).token, pending.token]) {
      const res = await open(pitchId, deck._id, token, VISITOR);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(m.approvedOnly);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await opensOf(pitchId)).toEqual([]);
  });

  it('when an allowed investor opens it, then a 5-minute link bound to them serves the file, and the open is recorded', async () => {
    const { pitchId, deck } = await aDataRoom();
    const investor = await anInvestor(t);
    await allow(investor, pitchId);
    const before = Date.now();
    const res = await open(pitchId, deck._id, investor.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/data-room\/documents\/[^/]+$/);
    expect(res.body.url).not.toContain(deck.pitch_document.slice('/uploads/'.length));
    const expires = Date.parse(res.body.expires_at);
    expect(expires).toBeGreaterThan(before + (SIGNED_LINK_SECONDS - 5) * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SIGNED_LINK_SECONDS * 1000);
    expect(res.headers['set-cookie']?.[0]).toMatch(/HttpOnly/);
    expect(res.headers['set-cookie']?.[0]).toMatch(/SameSite=Strict/);

    const file = await follow(res.body.url, cookieOf(res));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain('filename="deck.pdf"');
    expect(Buffer.from(file.body).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await opensOf(pitchId)).toEqual([
      { viewerId: investor.id, viewerKey: investor.id, documentId: deck._id },
    ]);
  });

  it('when the link is followed without its browser’s cookie or with another investor’s, then 403', async () => {
    const { pitchId, deck } = await aDataRoom();
    const [first, second] = [await anInvestor(t), await anInvestor(t)];
    await allow(first, pitchId);
    await allow(second, pitchId);
    const mine = await open(pitchId, deck._id, first.token);
    const theirs = await open(pitchId, deck._id, second.token);
    for (const cookie of [undefined, cookieOf(theirs)]) {
      const res = await follow(mine.body.url, cookie);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(m.linkForAnother);
    }
    expect((await follow(theirs.body.url, cookieOf(theirs))).status).toBe(200);
  });

  it('when the investor signs in again, then the cookie is new; once a session signs out, its cookie opens nothing', async () => {
    const { pitchId, deck } = await aDataRoom();
    const investor = await anInvestor(t);
    await allow(investor, pitchId);
    // two sign-ins: two sessions of the same person, as /doLogin makes them
    const sign = () =>
      createTokens(t.config.jwtSecret).sign({
        sub: investor.id,
        kind: 'session',
        userType: 'investor',
        version: 0,
      });
    const [laptop, phone] = [sign(), sign()];
    const onLaptop = await open(pitchId, deck._id, laptop);
    const onPhone = await open(pitchId, deck._id, phone);
    expect(cookieOf(onLaptop)).toMatch(/^ab_data_room=.+/);
    expect(cookieOf(onLaptop)).not.toBe(cookieOf(onPhone));
    expect((await follow(onLaptop.body.url, cookieOf(onLaptop))).status).toBe(200);

    const out = await t.call(logout, {}, { token: laptop });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    // the signed-out session's cookie opens nothing, not even its own unexpired link
    for (const url of [onLaptop.body.url, onPhone.body.url]) {
      const refused = await follow(url, cookieOf(onLaptop));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(m.linkForAnother);
    }
    // the other session is untouched
    expect((await follow(onPhone.body.url, cookieOf(onPhone))).status).toBe(200);
  });

  it('when the link is altered, then it is not valid', async () => {
    const { pitchId, deck, cover } = await aDataRoom();
    const investor = await anInvestor(t);
    await allow(investor, pitchId);
    const res = await open(pitchId, deck._id, investor.token);
    const forged = res.body.url.replace(deck._id, cover._id);
    const hostile = [
      '/api/data-room/documents/nothing',
      `/api/data-room/documents/${'a.'.repeat(3000)}`,
      '/api/data-room/documents/%2e%2e%2fetc%2fpasswd',
    ];
    for (const url of [forged, `${res.body.url}x`, ...hostile]) {
      const refused = await follow(url, cookieOf(res));
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(m.linkInvalid);
    }
    // a path that is not even valid percent-encoding never reaches the link check
    expect((await follow('/api/data-room/documents/%00%ff', cookieOf(res))).status).toBe(400);
  });

  it('when five minutes have passed, then the link has expired and a new open gives a fresh one', async () => {
    const { pitchId, deck } = await aDataRoom();
    const investor = await anInvestor(t);
    await allow(investor, pitchId);
    const res = await open(pitchId, deck._id, investor.token);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SIGNED_LINK_SECONDS + 1) * 1000 });
    const expired = await follow(res.body.url, cookieOf(res));
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe(m.linkExpired);
    vi.useRealTimers();
    const again = await open(pitchId, deck._id, investor.token);
    expect((await follow(again.body.url, cookieOf(again))).status).toBe(200);
  });

  it('when the owner revokes the allowance, then a link already given stops working at once', async () => {
    const { pitchId, deck } = await aDataRoom();
    const investor = await anInvestor(t);
    const contactId = await allow(investor, pitchId);
    const res = await open(pitchId, deck._id, investor.token);
    await decide(contactId, investor, pitchId, 'deny');
    const refused = await follow(res.body.url, cookieOf(res));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(m.accessEnded);
    expect((await open(pitchId, deck._id, investor.token)).status).toBe(403);
  });

  it('when the allowance expires, then a link already given stops working at once', async () => {
    const { pitchId, deck } = await aDataRoom();
    const investor = await anInvestor(t);
    const contactId = await allow(investor, pitchId);
    const res = await open(pitchId, deck._id, investor.token);
    await expireRequest(t.db, contactId);
    expect((await follow(res.body.url, cookieOf(res))).body.message).toBe(m.accessEnded);
    expect((await open(pitchId, deck._id, investor.token)).status).toBe(403);
  });

  it('when the owner opens it, then they always get a link, even with the pitch hidden, and it is not recorded', async () => {
    const { pitchId, deck } = await aDataRoom();
    await t.call(hidePitches, { pitch_id: pitchId, value: true }, { token: owner.token });
    const res = await open(pitchId, deck._id, owner.token);
    expect(res.status).toBe(200);
    const file = await follow(res.body.url, cookieOf(res));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await opensOf(pitchId)).toEqual([]);
  });
});
