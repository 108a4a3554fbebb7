import { contactMessageTexts, getContactMessages, markContactMessageHandled } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { renderPdf } from '../../../db/seed/demo/pdf.js';
import { signedInAdmin } from '../../../test/admin.js';
import { startTestApp, TEST_API_KEY, type TestApp } from '../../../test/harness.js';
import { anInvestor } from '../../../test/pitches.js';

let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp({ CONTACT_US_PER_EMAIL_PER_HOUR: '1000', CONTACT_US_PER_ADDRESS_PER_HOUR: '1000' });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const pdf = renderPdf('Deck', [{ kind: 'title', text: 'Our deck' }]);
const cookieOf = (res: Response) => String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';

function contactUs(subject: string, file?: Buffer) {
  let request = t.http.post('/api/contactUs').set('x-api-key', TEST_API_KEY);
  const fields = {
    name: 'Ada',
    email: 'ada@example.com',
    role: 'investor',
    subject,
    message: 'Hello',
    contact_me: 'true',
  };
  for (const [key, value] of Object.entries(fields)) request = request.field(key, value);
  if (file) request = request.attach('file', file, 'deck.pdf');
  return request;
}

const list = (filter: string) => t.call(getContactMessages, { filter }, { token: admin.token });
const mark = (id: string) =>
  t.call(markContactMessageHandled, { contact_message_id: id }, { token: admin.token });

describe('contact messages', () => {
  it('when the form is sent, then the admin lists it as new with a signed link to its file', async () => {
    expect((await contactUs('With a deck', pdf)).status).toBe(200);
    const res = await list('unhandled');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = res.body.contact_messages.find((m: { subject: string }) => m.subject === 'With a deck');
    expect(entry).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      handled_at: null,
      file: { name: 'deck.pdf' },
    });
    const served = await t.http.get(entry.file.url).set('Cookie', cookieOf(res)).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.body).equals(pdf)).toBe(true);
  });

  it('when the link is opened without its browser’s cookie or altered, then it refuses', async () => {
    const res = await list('unhandled');
    const entry = res.body.contact_messages.find((m: { file: unknown }) => m.file);
    expect((await t.http.get(entry.file.url)).status).toBe(403);
    expect((await t.http.get(`${entry.file.url}x`).set('Cookie', cookieOf(res))).status).toBe(404);
  });

  it('when marked handled, then it moves to the handled list, once, and the action is audited', async () => {
    await contactUs('To handle');
    const fresh = (await list('unhandled')).body.contact_messages.find(
      (m: { subject: string }) => m.subject === 'To handle',
    );
    const res = await mark(fresh._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contact_message.handled_at).not.toBeNull();
    expect(res.body.contact_message.handled_by).toEqual(expect.any(String));
    const handled = await list('handled');
    expect(handled.body.contact_messages.map((m: { _id: string }) => m._id)).toContain(fresh._id);
    const unhandled = await list('unhandled');
    expect(unhandled.body.contact_messages.map((m: { _id: string }) => m._id)).not.toContain(fresh._id);

    const again = await mark(fresh._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(contactMessageTexts.alreadyHandled);
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from admin_audit_log where target_id::text = ${fresh._id}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['markContactMessageHandled']);
  });

  it('when the message is unknown or the id malformed, then 404/400', async () => {
    expect((await mark('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await mark('nope')).status).toBe(400);
    expect((await list('later')).status).toBe(400);
  });

  it('when a non-admin asks, then 401/403', async () => {
    const investor = await anInvestor(t);
    expect((await t.call(getContactMessages, {})).status).toBe(401);
    expect((await t.call(getContactMessages, {}, { token: investor.token })).status).toBe(403);
  });
});
