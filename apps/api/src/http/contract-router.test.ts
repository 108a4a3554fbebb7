import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoint, messages, ok } from '@angelbridge/contracts';
import express from 'express';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { localFileStorage } from '../storage/file-storage.js';
import { rawRequest } from '../test/raw-http.js';
import { AppError } from './app-error.js';
import { contractRouter, route } from './contract-router.js';
import { errorHandler } from './error-handler.js';
import { createTokens, type TokenClaims } from './tokens.js';

const tokens = createTokens('router-test-secret-long-enough-for-hs256');
const versions = new Map<string, number>([
  ['e1', 0],
  ['i1', 0],
]);

const echo = endpoint({
  path: '/echo',
  module: 'reference',
  summary: 'test',
  access: ['guest'],
  request: z.object({ name: z.string().min(1, 'Name is required.'), age: z.number().int().optional() }),
  response: ok({ name: z.string(), caller: z.string().nullable() }),
});
const ownerOnly = endpoint({
  path: '/owner',
  module: 'pitches',
  summary: 'test',
  access: ['entrepreneur'],
  request: z.object({}),
  response: ok({ who: z.string() }),
});
const finishing = endpoint({
  path: '/finish',
  module: 'profiles',
  summary: 'test',
  access: ['completion'],
  request: z.object({}),
  response: ok({}),
});
const drifting = endpoint({
  path: '/drift',
  module: 'reference',
  summary: 'test',
  access: ['guest'],
  request: z.object({}),
  response: ok({ count: z.number() }),
});
const failing = endpoint({
  path: '/fail',
  module: 'reference',
  summary: 'test',
  access: ['guest'],
  request: z.object({ kind: z.enum(['app', 'bug']) }),
  response: ok({}),
});
const upload = endpoint({
  path: '/upload',
  module: 'profiles',
  summary: 'test',
  access: ['guest'],
  request: z.object({ title: z.string() }),
  response: ok({ kind: z.string() }),
  files: [
    {
      field: 'picture',
      maxCount: 1,
      maxBytes: 1024,
      kinds: ['png', 'jpg'],
      typeMessage: 'Images only.',
      sizeMessage: 'Too big.',
    },
  ],
});

const uploadsRoot = mkdtempSync(path.join(tmpdir(), 'router-uploads-'));
const app = express();
app.use(
  contractRouter(
    [
      route(echo, async ({ input, caller }) => ({ name: input.name, caller: caller?.userId ?? null })),
      route(ownerOnly, async ({ caller }) => ({ who: caller?.userId ?? '' })),
      route(finishing, async () => ({ message: 'Finished.' })),
      route(drifting, async () => ({ count: 'many' }) as unknown as { count: number }),
      route(failing, async ({ input }) => {
        if (input.kind === 'app') throw new AppError('CONFLICT', 'Already there.');
        throw new Error('secret internals at /srv/app.ts:12');
      }),
      route(upload, async ({ files }) => ({ kind: files.picture?.[0]?.kind ?? 'none' })),
    ],
    {
      tokens,
      tokenVersion: async (id) => versions.get(id) ?? null,
      validateResponses: true,
      storage: localFileStorage(uploadsRoot),
    },
  ),
);
app.use(errorHandler);
const http = supertest(app);

const token = (claims: Partial<TokenClaims> = {}) =>
  tokens.sign({ sub: 'e1', kind: 'session', userType: 'entrepreneur', version: 0, ...claims });

// Smallest valid PNG header bytes that file-type recognises.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe('validation', () => {
  it('when input breaks the schema, then 400 with a field map and changes nothing', async () => {
    const res = await http.post('/echo').send({ name: '', age: 1.5 });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Name is required.');
    expect(res.body.errors.name).toBe('Name is required.');
    expect(res.body.errors.age).toBeTruthy();
  });

  it('when input is valid, then the handler answers with success and a message', async () => {
    const res = await http.post('/echo').send({ name: 'Ada' });
    expect(res.body).toEqual({ success: true, message: 'OK', name: 'Ada', caller: null });
  });

  it('when a guest call carries a session token, then the handler knows the caller', async () => {
    const res = await http.post('/echo').set('Authorization', `Bearer ${token()}`).send({ name: 'Ada' });
    expect(res.body.caller).toBe('e1');
  });

  it('when a guest call carries a bad token, then it still answers as for a guest', async () => {
    const res = await http.post('/echo').set('Authorization', 'Bearer nonsense').send({ name: 'Ada' });
    expect(res.status).toBe(200);
    expect(res.body.caller).toBeNull();
  });
});

describe('access', () => {
  it('when no token is sent to a signed-in call, then 401', async () => {
    const res = await http.post('/owner').send({});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(messages.server.unauthorized);
  });

  it('when an investor calls an entrepreneur call, then 403', async () => {
    const res = await http
      .post('/owner')
      .set('Authorization', `Bearer ${token({ sub: 'i1', userType: 'investor' })}`)
      .send({});
    expect(res.status).toBe(403);
  });

  it('when the entrepreneur calls, then it passes', async () => {
    const res = await http.post('/owner').set('Authorization', `Bearer ${token()}`).send({});
    expect(res.body.who).toBe('e1');
  });

  it('when a completion token is used for a session call, or a session token for completion, then 403', async () => {
    const completion = token({ kind: 'completion' });
    expect((await http.post('/owner').set('Authorization', `Bearer ${completion}`).send({})).status).toBe(
      403,
    );
    expect((await http.post('/finish').set('Authorization', `Bearer ${token()}`).send({})).status).toBe(403);
    const finished = await http.post('/finish').set('Authorization', `Bearer ${completion}`).send({});
    expect(finished.body).toEqual({ success: true, message: 'Finished.' });
  });

  it('when the token version is old (password changed) or the user is gone, then 401', async () => {
    versions.set('e1', 1);
    const stale = await http.post('/owner').set('Authorization', `Bearer ${token()}`).send({});
    versions.set('e1', 0);
    expect(stale.status).toBe(401);
    const gone = await http
      .post('/owner')
      .set('Authorization', `Bearer ${token({ sub: 'nobody' })}`)
      .send({});
    expect(gone.status).toBe(401);
  });
});

describe('finding the call', () => {
  it('when the path differs in case or ends with a slash, then the call answers, as an Express route would', async () => {
    expect((await http.post('/ECHO').send({ name: 'Ada' })).body.name).toBe('Ada');
    expect((await http.post('/echo/').send({ name: 'Ada' })).body.name).toBe('Ada');
  });

  it('when the path only begins with a call, or the method is not POST, then nothing answers', async () => {
    expect((await http.post('/echo/more').send({ name: 'Ada' })).status).toBe(404);
    expect((await http.get('/echo')).status).toBe(404);
  });
});

describe('the answer', () => {
  const long = 'A'.repeat(2_000);
  const echoed = (headers: Record<string, string>) =>
    rawRequest(app, {
      method: 'POST',
      path: '/echo',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name: long }),
    });

  it('when it is over 1 KB and the client takes brotli, then it comes brotli-compressed, whole, without an ETag', async () => {
    const res = await echoed({ 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers.etag).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(res.body).toString()).name).toBe(long);
  });

  it('when the client takes only gzip, then gzip; when it takes none, then plain JSON', async () => {
    const gzipped = await echoed({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString()).name).toBe(long);
    const plain = await echoed({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.body.toString()).name).toBe(long);
  });

  it('when it is under 1 KB, then it goes uncompressed', async () => {
    const res = await rawRequest(app, {
      method: 'POST',
      path: '/echo',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({
      success: true,
      message: 'OK',
      name: 'Ada',
      caller: null,
    });
  });
});

describe('a token used again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a token that worked has expired since, then the next call is 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = token();
    expect((await http.post('/owner').set('Authorization', `Bearer ${session}`).send({})).status).toBe(200);
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60_000);
    expect((await http.post('/owner').set('Authorization', `Bearer ${session}`).send({})).status).toBe(401);
  });

  it('when a token that worked comes with another signature, then 401', async () => {
    const session = token();
    expect((await http.post('/owner').set('Authorization', `Bearer ${session}`).send({})).status).toBe(200);
    const forged = `${session.slice(0, session.lastIndexOf('.') + 1)}${'x'.repeat(43)}`;
    expect((await http.post('/owner').set('Authorization', `Bearer ${forged}`).send({})).status).toBe(401);
  });
});

describe('errors', () => {
  it('when a service throws an AppError, then its status and message are sent', async () => {
    const res = await http.post('/fail').send({ kind: 'app' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'Already there.' });
  });

  it('when something unexpected throws, then 500 with the generic message and no internals', async () => {
    const res = await http.post('/fail').send({ kind: 'bug' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: messages.errors.generic });
    expect(res.text).not.toContain('/srv/app.ts');
  });

  it('when a handler answers outside its contract, then the check catches it', async () => {
    const res = await http.post('/drift').send({});
    expect(res.status).toBe(500);
  });
});

describe('multipart files', () => {
  it('when a real PNG comes, then the handler gets it with its kind', async () => {
    const res = await http.post('/upload').field('title', 'x').attach('picture', PNG, 'me.png');
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('png');
  });

  it('when a text file is named .png, then 415 with the rule message', async () => {
    const res = await http
      .post('/upload')
      .field('title', 'x')
      .attach('picture', Buffer.from('hello'), 'me.png');
    expect(res.status).toBe(415);
    expect(res.body.errors.picture).toBe('Images only.');
  });

  it('when a file is over the limit, then 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
    const res = await http.post('/upload').field('title', 'x').attach('picture', big, 'big.png');
    expect(res.status).toBe(413);
  });

  it('when the form is sent as JSON, then 415 naming multipart/form-data, not every field missing', async () => {
    const res = await http.post('/upload').send({ title: 'x' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, message: messages.server.multipartRequired });
    expect(res.body.message).toContain('multipart/form-data');
    const text = await http.post('/upload').set('Content-Type', 'text/plain').send('title=x');
    expect(text.status).toBe(415);
  });

  it('when nothing at all is sent, then 400 on the missing field', async () => {
    const res = await http.post('/upload');
    expect(res.status).toBe(400);
    expect(res.body.errors.title).toBeTruthy();
  });

  it('when a file comes in a field the call does not take, then 400', async () => {
    const res = await http.post('/upload').field('title', 'x').attach('other', PNG, 'me.png');
    expect(res.status).toBe(400);
  });
});
