import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** Serves an app on a loopback port for a real streaming client (supertest buffers whole bodies). */
export async function listenOnLoopback(app: Express): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An EventSource-like reader over fetch: `next(name)` waits for the next event of that name (a test's
 * timeout bounds the wait, no sleeps).
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const pump = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'data') event.data += value;
            else if (field === 'id') event.id = value;
            else continue;
            isEvent = true;
          }
          if (isEvent) events.push(event);
          for (const wake of waiters.splice(0)) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  };
  const ended = pump();
  let read = 0;
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async next(name: string): Promise<SseEvent> {
      for (;;) {
        while (read < events.length) {
          const event = events[read];
          read += 1;
          if (event && event.event === name) return event;
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    /** Settles when the server ends the stream (or close() aborts it). */
    ended,
    /** Every event received so far, whatever has been read. */
    all: () => [...events],
    close: () => abort.abort(),
  };
}
