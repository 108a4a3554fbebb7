import {
  addContactRequest,
  hidePitches,
  logout,
  messages,
  SIGNED_LINK_SECONDS,
} from '@angelbridge/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createTokens } from '../../http/tokens.js';
import { expireRequest } from '../../test/contact-requests.js';
import { cookieOf, openDataRoomScene } from '../../test/data-room.js';
import { anInvestor } from '../../test/pitches.js';

// Locked documents: signed links, bound to one browser and one person's access.
const m = messages.dataRoom;
const VISITOR = 'guest-browser-0001';

const { t, owner, stranger, open, aDataRoom, follow, decide, allow, opensOf } = await openDataRoomScene();

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
