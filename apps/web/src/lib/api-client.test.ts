import type { Call, CallRoute } from '@angelbridge/contracts/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type CallOptions, callApi, GENERIC_ERROR_MESSAGE } from './api-client';

const define = (access: CallRoute['access'], multipart?: true): CallRoute => ({
  path: '/doThing',
  module: 'auth',
  access,
  ...(multipart ? { multipart } : {}),
});

const guestCall = define(['guest']);
const completionCall = define(['completion']);
const resetCall = define(['reset']);
const uploadCall = define(['user'], true);

/** callApi with a made-up call: its types only know the contract's calls. */
const send = (call: CallRoute, body: object, options?: CallOptions) =>
  callApi(call as Call<'doLogin'>, body as never, options);

function fakeFetch(status: number, body: string) {
  const fake = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fake);
  return fake;
}

const okBody = JSON.stringify({ success: true, message: 'Done', value: 7 });

function headersOf(fake: ReturnType<typeof fakeFetch>): Headers {
  return new Headers(fake.mock.calls[0]?.[1].headers);
}

describe('callApi', () => {
  // the test files share one document (vitest.config.ts): the head goes back as it was
  let head = '';
  beforeEach(() => {
    head = document.head.innerHTML;
    document.head.innerHTML = '<meta name="angelbridge-api-key" content="key-1">';
  });
  afterEach(() => {
    document.head.innerHTML = head;
  });

  it('when called, then it posts JSON to /api<path> with the API key', async () => {
    const fake = fakeFetch(200, okBody);
    await expect(send(guestCall, { name: 'x' })).resolves.toEqual({
      success: true,
      message: 'Done',
      value: 7,
    });
    const [url, init] = fake.mock.calls[0] ?? [];
    expect(url).toBe('/api/doThing');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"x"}');
    expect(headersOf(fake).get('x-api-key')).toBe('key-1');
    expect(headersOf(fake).get('content-type')).toBe('application/json');
  });

  it('when signed in, then the session token is sent', async () => {
    localStorage.setItem('token', 'session-1');
    const fake = fakeFetch(200, okBody);
    await send(guestCall, { name: 'x' });
    expect(headersOf(fake).get('authorization')).toBe('Bearer session-1');
  });

  it("when incomplete is 'true', then the session token is not sent", async () => {
    localStorage.setItem('token', 'session-1');
    localStorage.setItem('incomplete', 'true');
    const fake = fakeFetch(200, okBody);
    await send(guestCall, { name: 'x' });
    expect(headersOf(fake).has('authorization')).toBe(false);
  });

  it('when the call is for completion of an unfinished sign-up, then the completion token is sent', async () => {
    localStorage.setItem('token', 'session-1');
    localStorage.setItem('incomplete', 'true');
    sessionStorage.setItem('token_completion', 'completion-1');
    const fake = fakeFetch(200, okBody);
    await send(completionCall, { name: 'x' });
    expect(headersOf(fake).get('authorization')).toBe('Bearer completion-1');
  });

  it('when the call takes a reset token, then the reset token is sent', async () => {
    sessionStorage.setItem('token_reset', 'reset-1');
    const fake = fakeFetch(200, okBody);
    await send(resetCall, { name: 'x' });
    expect(headersOf(fake).get('authorization')).toBe('Bearer reset-1');
  });

  it('when the call is multipart, then the body is multipart with lists as JSON text', async () => {
    const fake = fakeFetch(200, okBody);
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await send(
      uploadCall,
      { name: 'x', skills: ['a', 'b'], range: { min: 1 }, age: 3 },
      { files: { photo } },
    );
    const init = fake.mock.calls[0]?.[1];
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('x');
    expect(form.get('skills')).toBe('["a","b"]');
    expect(form.get('range')).toBe('{"min":1}');
    expect(form.get('age')).toBe('3');
    expect((form.get('photo') as File).name).toBe('me.png');
    expect(headersOf(fake).has('content-type')).toBe(false);
  });

  it('when the server refuses, then ApiError carries status, message and field errors', async () => {
    fakeFetch(
      400,
      JSON.stringify({ success: false, message: 'Invalid input.', errors: { email: 'Invalid E-mail' } }),
    );
    const error = await send(guestCall, { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input.',
      errors: { email: 'Invalid E-mail' },
    });
  });

  it('when the answer is not JSON, then the generic message is used', async () => {
    fakeFetch(502, '<html>Bad gateway</html>');
    await expect(send(guestCall, { name: 'x' })).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
      errors: {},
    });
  });

  it('when the network fails, then the generic message is used with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(send(guestCall, { name: 'x' })).rejects.toMatchObject({
      status: 0,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('when a 200 answer says success false, then it is a failure with the server message', async () => {
    fakeFetch(200, JSON.stringify({ success: false, message: 'No such pitch.' }));
    await expect(send(guestCall, { name: 'x' })).rejects.toMatchObject({ message: 'No such pitch.' });
  });

  it('when the call is aborted, then the AbortError passes through untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(send(guestCall, { name: 'x' })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('when upload progress is wanted, then the call goes through XMLHttpRequest and reports it', async () => {
    localStorage.setItem('token', 'session-1');
    localStorage.setItem('user_type', 'investor');
    const sent: { headers: Record<string, string>; body?: unknown } = { headers: {} };
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
      onload?: () => void;
      open(method: string, url: string) {
        expect([method, url]).toEqual(['POST', '/api/doThing']);
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
      }
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = 200;
        this.responseText = okBody;
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const result = await send(
      uploadCall,
      { name: 'x' },
      { files: { photo }, onUploadProgress: (fraction) => progress.push(fraction) },
    );
    expect(result).toMatchObject({ value: 7 });
    expect(progress).toEqual([0.5, 1]);
    expect(sent.headers).toMatchObject({ 'x-api-key': 'key-1', authorization: 'Bearer session-1' });
    expect(sent.body).toBeInstanceOf(FormData);
  });

  it('when upload progress is reported, then the bytes sent of the whole body come with it', async () => {
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
      onload?: () => void;
      open() {}
      setRequestHeader() {}
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 300, total: 1200 });
        this.status = 200;
        this.responseText = okBody;
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const bytes: { loaded: number; total: number }[] = [];
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await send(uploadCall, { name: 'x' }, { files: { photo }, onUploadProgress: (_f, b) => bytes.push(b) });
    expect(bytes).toEqual([
      { loaded: 300, total: 1200 },
      { loaded: 1200, total: 1200 },
    ]);
  });
});
