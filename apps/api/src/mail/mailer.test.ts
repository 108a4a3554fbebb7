import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('mail without SMTP_URL', () => {
  it('when the app sends mail, then it travels over SMTP to the local catcher, HTML and text', async () => {
    await t.mailer.send({
      to: 'Founder@Example.com',
      subject: 'Your AngelBridge code',
      html: '<p>Your code is <strong>1234</strong></p>',
      text: 'Your code is 1234',
    });
    const mail = await t.mail.waitFor('founder@example.com');
    expect(mail.subject).toBe('Your AngelBridge code');
    expect(mail.text).toContain('1234');
    expect(mail.html).toContain('<strong>1234</strong>');
    expect(mail.from).toContain('AngelBridge');
  });

  it('when someone opens the dev mailbox, then caught mail is listed, escaped', async () => {
    await t.mailer.send({
      to: 'x@example.com',
      subject: '<script>alert(1)</script>',
      html: '<p>hi</p>',
      text: 'hi',
    });
    await t.mail.waitFor('x@example.com');
    const page = await t.http.get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.text).toContain('&lt;script&gt;');
    expect(page.text).not.toContain('<script>alert');
    const json = await t.http.get('/dev/mailbox.json');
    expect(json.body.messages[0].to).toEqual(['x@example.com']);
  });
});
