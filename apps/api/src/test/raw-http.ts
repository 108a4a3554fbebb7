import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, still compressed when the server compressed them. */
  body: Buffer;
}

/**
 * One request over a real socket, with the body read as raw bytes: supertest (and fetch) decompress
 * answers, which hides exactly what compression tests must see.
 */
export async function rawRequest(
  app: Express,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<RawResponse>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: options.method ?? 'GET',
          path: options.path,
          headers: options.headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * Declares a body of `declaredBytes` and sends only its first `sentBytes`, then waits for the answer:
 * a server that answers has decided without the rest of the body (it never arrives). The socket is
 * closed after the answer.
 */
export async function unfinishedRequest(
  app: Express,
  options: { path: string; headers: Record<string, string>; declaredBytes: number; sentBytes: number },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: options.path,
        headers: { ...options.headers, 'content-length': String(options.declaredBytes) },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          req.destroy();
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.write(Buffer.alloc(options.sentBytes, 'x'));
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
