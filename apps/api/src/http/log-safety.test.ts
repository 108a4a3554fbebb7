import { randomUUID } from 'node:crypto';
import { doLogin, doRegister } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataRoomLinks } from '../modules/data-room/data-room.links.js';
import { openTestApp, PASSWORD, registration, signedInUser, uniqueEmail } from '../test/accounts.js';
import { TEST_API_KEY } from '../test/harness.js';
import { loggedApp } from '../test/logged-app.js';

const { t, ref } = await openTestApp();

describe('what the log keeps when the database fails', () => {
  it('when an insert fails, then the log has the error but no e-mail, password, hash, token or query string', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    // every new account named Logbreaker now fails inside PostgreSQL, with its values in the error
    await t.db.execute(
      sql.raw(`alter table users add constraint log_breaker check (first_name <> 'Logbreaker') not valid`),
    );
    const { http, log } = loggedApp(t);
    const email = uniqueEmail('secret-owner');
    const secretQuery = 'token=query-secret-token&code=4821';
    try {
      const res = await http
        .post(`/api${doRegister.path}?${secretQuery}`)
        .set('x-api-key', TEST_API_KEY)
        .set('Authorization', `Bearer ${person.token}`)
        .send({ ...registration(ref, 'entrepreneur', email), first_name: 'Logbreaker' });
      expect(res.status).toBe(500);
      expect(res.text).not.toContain('Logbreaker');
    } finally {
      await t.db.execute(sql.raw('alter table users drop constraint log_breaker'));
    }
    const text = log();
    expect(text).toContain('unhandled error');
    expect(text).toContain('log_breaker'); // the cause is there for whoever reads the log
    for (const secret of [
      email,
      PASSWORD,
      '$2b$', // any bcrypt hash
      person.token,
      'query-secret-token',
      '4821',
      TEST_API_KEY,
      '?',
    ]) {
      expect(text, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('when a login fails on a broken table, then neither the e-mail nor the password reaches the log', async () => {
    const { http, log } = loggedApp(t);
    const email = uniqueEmail('login-owner');
    await t.db.execute(sql.raw('alter table users rename to users_away'));
    try {
      const res = await http
        .post(`/api${doLogin.path}`)
        .set('x-api-key', TEST_API_KEY)
        .send({ email, password: PASSWORD });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw('alter table users_away rename to users'));
    }
    const text = log();
    expect(text).toContain('unhandled error');
    expect(text).not.toContain(email);
    expect(text).not.toContain(PASSWORD);
  });
});

describe('what the log keeps of a URL', () => {
  it('when a signed data-room link is opened, then the log names the path but not the signature', async () => {
    const { http, log } = loggedApp(t);
    const link = dataRoomLinks(t.config.jwtSecret).sign(randomUUID(), randomUUID());
    const signature = link.url.split('.').at(-1) ?? '';
    expect(signature.length).toBeGreaterThan(20);
    await http.get(link.url).set('Cookie', 'ab_data_room=some-binding');
    const text = log();
    expect(text).toContain('/api/data-room/documents/');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(signature);
    expect(text).not.toContain('some-binding');
  });

  it('when a token travels in a path or a query, then neither reaches the log', async () => {
    const { http, log } = loggedApp(t);
    const person = await signedInUser(t, ref, 'entrepreneur');
    const longToken = 'A'.repeat(24) + 'b_c-'.repeat(10);
    await http.get(`/api/verify/${person.token}/${longToken}?token=query-secret`);
    const text = log();
    expect(text).toContain('/api/verify/');
    for (const secret of [person.token, ...person.token.split('.'), longToken, 'query-secret']) {
      expect(text, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});
