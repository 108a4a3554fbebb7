import { conversationTexts as m, SIGNED_LINK_SECONDS } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expireRequest } from '../../test/contact-requests.js';
import { cookieOf, openConversationScene } from '../../test/conversations.js';
import { JPEG_BYTES, pdfBytes, pngBytes } from '../../test/pitches.js';
import { bytesOf } from '../../test/stored-files.js';

// Message files: stored as sent, opened only by the two participants through links bound to their browser.
const { t, scene, contacts, send, openAttachment, follow, aConversation } = await openConversationScene();
const { owner, investorA, investorB } = scene;
afterEach(() => vi.useRealTimers());

/** A conversation with one message carrying a PDF and a PNG; answers the attachments. */
async function withFiles(name: string) {
  const convo = await aConversation(investorA, name);
  const res = await send(
    investorA.token,
    { conversation_id: convo.conversationId, body: '' },
    {
      'file[0]': { buffer: pdfBytes('Term sheet'), name: 'term sheet "v2".pdf' },
      'file[1]': { buffer: pngBytes(8), name: 'chart.png' },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [pdf, png] = res.body.sent.attachments;
  return { ...convo, pdf, png, message: res.body.sent };
}

describe('sending files', () => {
  it('when files come under file, file[] or file[n], then each is stored with its name, size and the type its bytes say', async () => {
    const convo = await aConversation(investorA, 'Fields');
    for (const field of ['file', 'file[]', 'file[0]']) {
      const res = await send(
        owner.token,
        { conversation_id: convo.conversationId },
        {
          [field]: { buffer: JPEG_BYTES, name: 'photo.png' },
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.sent.body).toBe('');
      expect(res.body.sent.attachments).toEqual([
        { _id: expect.any(String), name: 'photo.png', size: JPEG_BYTES.length, type: 'image/jpeg' },
      ]);
    }
  });

  it('when a message has files, then the stored bytes are the sent ones and /uploads never serves them', async () => {
    const { pdf } = await withFiles('Stored');
    const [row] = await queryRows<{ url: string }>(
      t.db,
      sql`select url from message_attachments where id = ${pdf._id}`,
    );
    if (!row) throw new Error('no attachment row');
    expect((await bytesOf(t.storage, row.url)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.http.get(row.url)).status).toBe(404);
  });
});

describe('opening a file', () => {
  it('when a participant opens it, then a 5-minute link bound to their browser serves the file safely', async () => {
    const { pdf, png } = await withFiles('Open Files');
    for (const who of [owner, investorA]) {
      const before = Date.now();
      const res = await openAttachment(who.token, pdf._id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.url).toMatch(/^\/api\/conversations\/attachments\/[^/]+$/);
      expect(Date.parse(res.body.expires_at)).toBeGreaterThan(before + (SIGNED_LINK_SECONDS - 5) * 1000);
      expect(res.headers['set-cookie']?.[0]).toMatch(/HttpOnly/);
      expect(res.headers['set-cookie']?.[0]).toMatch(/SameSite=Strict/);
      const file = await follow(res.body.url, cookieOf(res));
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="term sheet .v2..pdf"/);
      expect(Buffer.from(file.body).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const image = await openAttachment(owner.token, png._id);
    const served = await follow(image.body.url, cookieOf(image));
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('when the link is followed without its browser’s cookie, with another person’s, or altered, then it refuses', async () => {
    const { pdf } = await withFiles('Bound Links');
    const mine = await openAttachment(investorA.token, pdf._id);
    const theirs = await openAttachment(owner.token, pdf._id);
    for (const cookie of [undefined, cookieOf(theirs)]) {
      const res = await follow(mine.body.url, cookie);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(m.linkForAnother);
    }
    const forged = await follow(`${mine.body.url}x`, cookieOf(mine));
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(m.attachmentNotFound);
    // a data-room link's signature is no attachment link's: each kind has its own key
    const swapped = mine.body.url.replace('/api/conversations/attachments/', '/api/data-room/documents/');
    expect((await follow(swapped, cookieOf(mine))).status).toBe(404);
  });

  it('when five minutes have passed, then the link has expired', async () => {
    const { pdf } = await withFiles('Old Links');
    const res = await openAttachment(investorA.token, pdf._id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SIGNED_LINK_SECONDS + 1) * 1000 });
    const expired = await follow(res.body.url, cookieOf(res));
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe(m.linkExpired);
  });

  it('when the owner denies, then a link already given and a new request both refuse; allowed again, they open', async () => {
    const { pdf, contactId, pitchId } = await withFiles('Revoked Links');
    const given = await openAttachment(investorA.token, pdf._id);
    const ownersLink = await openAttachment(owner.token, pdf._id);
    expect((await contacts.decide(contactId, investorA.id, 'deny', {}, pitchId)).status).toBe(200);
    for (const res of [given, ownersLink]) {
      const refused = await follow(res.body.url, cookieOf(res));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(m.readOnly);
    }
    for (const who of [investorA, owner]) {
      const again = await openAttachment(who.token, pdf._id);
      expect(again.status).toBe(403);
      expect(again.body.message).toBe(m.readOnly);
    }
    expect((await contacts.decide(contactId, investorA.id, 'allow', {}, pitchId)).status).toBe(200);
    expect((await follow(given.body.url, cookieOf(given))).status).toBe(200);
  });

  it('when access expires, then the link stops at once', async () => {
    const { pdf, contactId } = await withFiles('Expired Access');
    const given = await openAttachment(investorA.token, pdf._id);
    await expireRequest(t.db, contactId);
    expect((await follow(given.body.url, cookieOf(given))).status).toBe(403);
  });

  it('when someone else asks, then the attachment does not exist for them', async () => {
    const { pdf } = await withFiles('Strangers');
    for (const who of [investorB, scene.other]) {
      const res = await openAttachment(who.token, pdf._id);
      expect(res.status).toBe(404);
      expect(res.body.errors.attachment_id).toBe(m.attachmentNotFound);
    }
  });
});
