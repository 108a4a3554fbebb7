import { messages } from '@angelbridge/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { renderPdf } from '../../db/seed/demo/pdf.js';
import { startTestApp, TEST_API_KEY, type TestApp } from '../../test/harness.js';
import { bytesOf } from '../../test/stored-files.js';

let t: TestApp;
beforeAll(async () => {
  // these tests send many messages in one name; the limits have their own file
  t = await startTestApp({ CONTACT_US_PER_EMAIL_PER_HOUR: '1000', CONTACT_US_PER_ADDRESS_PER_HOUR: '1000' });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => t.close());

const form = {
  name: 'Ada <b>Lovelace</b>',
  email: 'Ada@Example.com',
  role: 'investor',
  subject: 'Analytical engines',
  message: 'I would like to invest.\nCan we talk <script>alert(1)</script>?',
  contact_me: 'true',
};
type Form = Record<string, string>;

/** The form as the web page sends it: multipart, with an optional file. */
function send(fields: Form, file?: { content: Buffer; name: string }) {
  let request = t.http.post('/api/contactUs').set('x-api-key', TEST_API_KEY);
  for (const [key, value] of Object.entries(fields)) request = request.field(key, value);
  if (file) request = request.attach('file', file.content, file.name);
  return request;
}

const latestMessages = () => t.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
const pdf = renderPdf('Deck', [{ kind: 'title', text: 'Our deck' }]);

describe('/contactUs', () => {
  it('when the form is complete with a PDF, then it is stored and mailed to the team with the file', async () => {
    const sendSpy = vi.spyOn(t.mailer, 'send');
    const res = await send(form, { content: pdf, name: 'Deck (final).pdf' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.server.contactMessageSent });

    const [stored] = await latestMessages();
    expect(stored).toMatchObject({
      name: 'Ada <b>Lovelace</b>',
      email: 'ada@example.com',
      role: 'investor',
      subject: 'Analytical engines',
      contactMe: true,
      fileName: 'Deck _final_.pdf',
    });
    expect(stored?.fileUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect((await bytesOf(t.storage, stored?.fileUrl ?? '')).equals(pdf)).toBe(true);

    const mail = await t.mail.waitFor(t.config.contactTeamEmail);
    expect(mail.subject).toBe('Contact form: Analytical engines');
    expect(mail.text).toContain('Name: Ada <b>Lovelace</b>');
    expect(mail.text).toContain('Role: Investor');
    expect(mail.text).toContain('Can we talk <script>alert(1)</script>?');
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');

    const sent = sendSpy.mock.calls[0]?.[0];
    expect(sent?.replyTo).toBe('ada@example.com');
    expect(sent?.attachments?.map((a) => a.filename)).toEqual(['Deck _final_.pdf']);
    expect(mail.text).toContain('Attachment: Deck _final_.pdf');
  });

  it('when no file is chosen, then the message still goes, without an attachment', async () => {
    const since = t.mail.messages()[0]?.id ?? 0;
    const sendSpy = vi.spyOn(t.mailer, 'send');
    const res = await send({ ...form, subject: 'No file', role: 'other' });
    expect(res.status).toBe(200);
    const mail = await t.mail.waitFor(t.config.contactTeamEmail, { since });
    expect(mail.subject).toBe('Contact form: No file');
    expect(mail.text).toContain('Role: Other');
    expect(sendSpy.mock.calls[0]?.[0].attachments).toBeUndefined();
    const [stored] = await latestMessages();
    expect(stored).toMatchObject({ subject: 'No file', fileUrl: null, fileName: null });
  });

  it('when contact_me is not ticked, then 400 says the spec’s words and nothing is stored or sent', async () => {
    const before = (await latestMessages()).length;
    const sendSpy = vi.spyOn(t.mailer, 'send');
    for (const contactMe of ['false', '']) {
      const res = await send({ ...form, contact_me: contactMe });
      expect(res.status).toBe(400);
      expect(res.body.errors.contact_me).toBe('Please confirm if you’d like us to contact you');
    }
    const { contact_me: _, ...withoutIt } = form;
    expect((await send(withoutIt)).body.errors.contact_me).toBe(messages.contactUs.contactMeRequired);
    expect(await latestMessages()).toHaveLength(before);
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it('when fields are missing or wrong, then 400 names each one', async () => {
    const res = await send({ contact_me: 'true', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: messages.contactUs.nameRequired,
      email: messages.contactUs.emailInvalid,
      role: messages.contactUs.roleRequired,
      subject: messages.contactUs.subjectRequired,
      message: messages.contactUs.messageRequired,
    });
  });

  it('when a file named .pdf is really something else, then 415 and nothing is kept', async () => {
    const before = (await latestMessages()).length;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
    for (const content of [png, Buffer.from('just some text, not a PDF at all')]) {
      const res = await send(form, { content, name: 'deck.pdf' });
      expect(res.status).toBe(415);
      expect(res.body.errors.file).toBe(messages.contactUs.fileType);
    }
    expect(await latestMessages()).toHaveLength(before);
  });

  it('when the file is over 10 MB, then 413 says the spec’s words', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await send(form, { content: big, name: 'big.pdf' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File size should not exceed 10MB.');
    expect(res.body.errors.file).toBe(messages.contactUs.fileSize);
  });

  it('when the mail cannot go out at first, then the message is kept and its mail, file and all, goes once SMTP answers', async () => {
    const since = t.mail.messages()[0]?.id ?? 0;
    const sendSpy = vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await send({ ...form, subject: 'Delayed' }, { content: pdf, name: 'deck.pdf' });
    expect(res.status).toBe(200);
    const [stored] = await latestMessages();
    expect(stored?.subject).toBe('Delayed');

    const mail = await t.mail.waitFor(t.config.contactTeamEmail, { since, timeoutMs: 30_000 });
    expect(mail.subject).toBe('Contact form: Delayed');
    expect(mail.attachments).toEqual([{ filename: 'deck.pdf', size: pdf.length }]);
    expect(sendSpy).toHaveBeenCalledTimes(2);
    expect(t.mail.messages().filter((m) => m.id > since)).toHaveLength(1);
  });
});
