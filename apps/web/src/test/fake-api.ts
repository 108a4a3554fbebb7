import { vi } from 'vitest';

type Handler = (body: unknown) => { status?: number; json: unknown };

/** Replaces fetch with answers per API path, so pages run against the contract without a server. */
export function stubApi(handlers: Record<string, Handler>) {
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const handler = handlers[path];
    if (!handler) return new Response('Not found', { status: 404 });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const { status = 200, json } = handler(body);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fake);
  return fake;
}

export const CANADA = {
  _id: '3f1b6c9e-2a4d-4c8e-9b7a-1d2e3f4a5b6c',
  name: 'Canada',
  flag: '🇨🇦',
  isd_code: '1',
  alpha_2: 'CA',
};

export const FRANCE = {
  _id: '7a2c4e6f-8b1d-4f3a-a5c7-9e0b2d4f6a8c',
  name: 'France',
  flag: '🇫🇷',
  isd_code: '33',
  alpha_2: 'FR',
};
