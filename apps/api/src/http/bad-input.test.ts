import {
  addPitches,
  BAD_CHARACTERS_MESSAGE,
  changePassword,
  contactUs,
  doLogin,
  doRegister,
  getPitches,
  globalSearch,
  messages,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { openTestApp, PASSWORD, registration, signedInUser, uniqueEmail } from '../test/accounts.js';
import { TEST_API_KEY } from '../test/harness.js';

const { t, ref } = await openTestApp();

describe('a NUL byte or a lone surrogate in a text field', () => {
  const bad = ['Ada\u0000', 'Ada\uD800', '\uDC00Ada'];

  it.each(bad)(
    'when sign-up gets %j as a name, then 400 names the field and nothing is stored',
    async (name) => {
      const email = uniqueEmail('nul');
      const res = await t.call(doRegister, { ...registration(ref, 'entrepreneur', email), first_name: name });
      expect(res.status).toBe(400);
      expect(res.body.errors.first_name).toBe(BAD_CHARACTERS_MESSAGE);
      const login = await t.call(doLogin, { email, password: PASSWORD });
      expect(login.status).toBe(401);
    },
  );

  it('when a multipart form carries one, then 400 (not a 500 from PostgreSQL)', async () => {
    const res = await t.http
      .post(`/api${contactUs.path}`)
      .set('x-api-key', TEST_API_KEY)
      .field('name', 'Ada')
      .field('email', 'ada@example.com')
      .field('role', 'investor')
      .field('subject', 'Hello')
      .field('message', 'Broken \u0000 text')
      .field('contact_me', 'true');
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toBe(BAD_CHARACTERS_MESSAGE);
  });

  it('when a field outside the text helpers carries one (a search), then 400 too', async () => {
    const res = await t.call(globalSearch, { search_query: 'ada\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.errors.search_query).toBe(BAD_CHARACTERS_MESSAGE);
  });

  it('when an e-mail carries one, then 400', async () => {
    const res = await t.call(doLogin, { email: 'ada\u0000@example.com', password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toBe(BAD_CHARACTERS_MESSAGE);
  });
});

describe('an unknown charset', () => {
  it('when a JSON body names a charset the server does not read, then 415', async () => {
    const res = await t.http
      .post(`/api${doLogin.path}`)
      .set('x-api-key', TEST_API_KEY)
      .set('content-type', 'application/json; charset=klingon')
      .send(JSON.stringify({ email: 'ada@example.com', password: PASSWORD }));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: messages.security.unsupportedCharset });
  });
});

describe('a multipart call sent as JSON', () => {
  it('when /addPitches gets its fields as JSON, then 415 names multipart/form-data and no pitch is made', async () => {
    const founder = await signedInUser(t, ref, 'entrepreneur');
    const overview = {
      action: 'overview',
      name_of_company: 'Json Co',
      location: 'Halifax',
      name_of_pitch: 'Json Pitch',
      short_summary: 'Sent the wrong way.',
      highlight: 'One',
      project_type: ref.projectTypes[0],
    };
    const res = await t.call(addPitches, overview, { token: founder.token });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: messages.server.multipartRequired });
    expect(res.body.message).toContain('multipart/form-data');
    const own = await t.call(getPitches, {}, { token: founder.token });
    expect(own.body.pitch_data).toEqual([]);
  });
});

describe('passwords longer than bcrypt reads', () => {
  // 24 × 'é' is 24 characters but 48 bytes; with the rest the password is 76 bytes in 52 characters
  const long = `Aa1!${'é'.repeat(24)}${'x'.repeat(24)}`;

  it('when a sign-up password is over 72 bytes (even under 72 characters), then 400 says so', async () => {
    expect(long.length).toBeLessThan(72);
    const res = await t.call(doRegister, {
      ...registration(ref, 'investor', uniqueEmail('long')),
      password: long,
      cPassword: long,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe(messages.password.max);
  });

  it('when a new password is over 72 bytes, then the change is refused and the old one still works', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const res = await t.call(
      changePassword,
      { current_password: PASSWORD, new_password: long },
      { token: person.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.new_password).toBe(messages.password.max);
    expect((await t.call(doLogin, { email: person.email, password: PASSWORD })).status).toBe(200);
  });
});
