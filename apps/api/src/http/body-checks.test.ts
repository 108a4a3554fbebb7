import {
  changePassword,
  completeProfile,
  contactUs,
  doLogin,
  doRegister,
  endpoints,
  getUserDetails,
  JSON_MAX_DEPTH,
  JSON_MAX_ITEMS,
  messages,
  RECORD_EVENT_PATH,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema/index.js';
import {
  entrepreneurForm,
  multipart,
  openTestApp,
  PASSWORD,
  registration,
  signedInUser,
  signUpAndVerify,
  uniqueEmail,
} from '../test/accounts.js';
import { TEST_API_KEY } from '../test/harness.js';

const { t, ref } = await openTestApp();

/** A JSON body as raw text, with the API key (and a token), sent as it is. */
function postRaw(path: string, text: string, options: { token?: string; type?: string } = {}) {
  let request = t.http
    .post(`/api${path}`)
    .set('x-api-key', TEST_API_KEY)
    .set('content-type', options.type ?? 'application/json');
  if (options.token) request = request.set('Authorization', `Bearer ${options.token}`);
  return request.send(text);
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;
const manyItems = (count: number) => `[${Array(count).fill('1').join(',')}]`;
/** A sign-up whose body carries `extra` as one more (ignored) field. */
const signUpWith = (email: string, extra: string) =>
  `${JSON.stringify(registration(ref, 'entrepreneur', email)).slice(0, -1)},"extra":${extra}}`;

const tooDeep = {
  success: false,
  message: messages.security.jsonTooDeep,
  errors: { _: messages.security.jsonTooDeep },
};
const tooMany = {
  success: false,
  message: messages.security.jsonTooManyItems,
  errors: { _: messages.security.jsonTooManyItems },
};

describe('JSON nested too deeply or too large', () => {
  it.each([
    ['5,000 nested arrays', deepArray(5000), tooDeep],
    ['5,000 nested objects', deepObject(5000), tooDeep],
    [`${JSON_MAX_DEPTH + 1} levels`, deepArray(JSON_MAX_DEPTH), tooDeep],
    [`${JSON_MAX_ITEMS + 1} keys`, manyKeys(JSON_MAX_ITEMS + 1), tooMany],
    [`${JSON_MAX_ITEMS + 1} list items`, manyItems(JSON_MAX_ITEMS + 1), tooMany],
  ])(
    'when a sign-up carries %s, then 400 says why and nobody is registered',
    async (_what, extra, answer) => {
      const email = uniqueEmail('deep');
      const res = await postRaw(doRegister.path, signUpWith(email, extra));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(answer);
      expect((await t.call(doLogin, { email, password: PASSWORD })).status).toBe(401);
    },
  );

  it('when a signed-in call carries them, then 400 and the password is unchanged', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const change = (extra: string) =>
      `{"current_password":"${PASSWORD}","new_password":"N3w-pass!!","confirm_password":"N3w-pass!!","x":${extra}}`;
    for (const [extra, answer] of [
      [deepArray(5000), tooDeep],
      [deepObject(5000), tooDeep],
      [manyKeys(JSON_MAX_ITEMS + 1), tooMany],
    ] as const) {
      const res = await postRaw(changePassword.path, change(extra), { token: person.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(answer);
    }
    expect((await t.call(doLogin, { email: person.email, password: PASSWORD })).status).toBe(200);
  });

  it('when the JSON stays within the bounds, then the call works as usual', async () => {
    // the whole body is one level more than `extra`: the body itself is the first
    const email = uniqueEmail('within');
    const res = await postRaw(
      doRegister.path,
      signUpWith(email, `[${deepArray(JSON_MAX_DEPTH - 2)},${manyItems(JSON_MAX_ITEMS - 100)}]`),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('when strings are full of brackets and commas, then they do not count', async () => {
    const email = uniqueEmail('brackets');
    const noise = JSON.stringify(`${'[{'.repeat(20_000)}${',\\"'.repeat(20_000)}`);
    const res = await postRaw(doRegister.path, signUpWith(email, noise));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('when a multipart form carries a deep JSON text field, then 400 on that field and the profile stays incomplete', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const res = await multipart(
      t,
      completeProfile,
      { ...entrepreneurForm(ref), skills: deepArray(30_000) },
      { token: person.completionToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.skills).toBe(messages.security.jsonTooDeep);
    const details = await t.call(getUserDetails, {}, { token: person.completionToken });
    expect(details.body.user_data.is_profile_complete).toBe(false);
  });

  it('when a beacon carries one, then 400', async () => {
    const res = await t.http
      .post(RECORD_EVENT_PATH)
      .set('content-type', 'text/plain;charset=UTF-8')
      .send(`{"api_key":"${TEST_API_KEY}","x":${deepArray(1000)}}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.security.jsonTooDeep);
  });

  it('when every call of the API gets 5,000 levels, signed in, then none answers 500', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      for (const body of [deepArray(5000), deepObject(5000)]) {
        const res = await postRaw(endpoint.path, body, { token: person.token });
        if (res.status >= 500) failures.push(`${endpoint.path}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a body in a character set other than UTF-8', () => {
  it.each(['utf-7', 'UTF-7', '"utf-7"', 'utf-16le', 'iso-8859-1'])(
    'when a sign-up says charset=%s, then 415 and nobody is registered',
    async (charset) => {
      const email = uniqueEmail('charset');
      const res = await postRaw(doRegister.path, JSON.stringify(registration(ref, 'investor', email)), {
        type: `application/json; charset=${charset}`,
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ success: false, message: messages.security.unsupportedCharset });
      expect((await t.call(doLogin, { email, password: PASSWORD })).status).toBe(401);
    },
  );

  it('when it says UTF-8 in any case, or no charset, then it is read', async () => {
    for (const type of [
      'application/json; charset=UTF-8',
      'application/json;charset=utf-8',
      'application/json',
    ]) {
      const email = uniqueEmail('utf8');
      const res = await postRaw(doRegister.path, JSON.stringify(registration(ref, 'investor', email)), {
        type,
      });
      expect(res.status, type).toBe(200);
    }
  });

  it('when a multipart form says charset=utf-7, then 415 and nothing is stored', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const boundary = 'edge-boundary';
    const fields = {
      name: 'Ada',
      email: 'ada@example.com',
      role: 'investor',
      subject: 'Hello',
      message: '+ADw-script+AD4-',
      contact_me: 'true',
    };
    const body = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const res = await postRaw(contactUs.path, body, {
      type: `multipart/form-data; boundary=${boundary}; charset=utf-7`,
    });
    expect(res.status).toBe(415);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('when a beacon says charset=utf-7, then 415', async () => {
    const res = await t.http
      .post(RECORD_EVENT_PATH)
      .set('content-type', 'text/plain;charset=utf-7')
      .send(`{"api_key":"${TEST_API_KEY}"}`);
    expect(res.status).toBe(415);
  });
});
