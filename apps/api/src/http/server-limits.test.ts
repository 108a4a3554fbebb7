import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { doLogin, doRegister } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerLimits } from '../config.js';
import { openTestApp, PASSWORD, registration, uniqueEmail } from '../test/accounts.js';
import { TEST_API_KEY } from '../test/harness.js';
import { createLimitedServer } from './server-limits.js';

const { t, ref } = await openTestApp();

const REQUEST_TIMEOUT_MS = 1000;
const CAP = 3;
const servers: Server[] = [];

/** The server main.ts listens with, on the real app, with limits small enough for a test. */
async function listen(limits: ServerLimits): Promise<number> {
  const server = createLimitedServer(t.app, limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

interface Conn {
  socket: net.Socket;
  /** Everything the server sent until it closed the socket. */
  closed: Promise<string>;
}

function connect(port: number): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('error', () => {});
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** One keep-alive GET on an open connection; resolves with the status line ('' when it was closed). */
function health(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('close', () => resolve(''));
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n') && text.includes('"success"')) {
        socket.off('data', onData);
        resolve(text.split('\r\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('a slow body', () => {
  let port: number;
  beforeAll(async () => {
    port = await listen({ requestTimeoutMs: REQUEST_TIMEOUT_MS, maxConnectionsPerAddress: 0 });
  });

  it('when a sign-up body trickles in slower than the cap allows, then the socket is cut and nobody is registered', async () => {
    const email = uniqueEmail('trickle');
    const body = JSON.stringify(registration(ref, 'entrepreneur', email));
    const { socket, closed } = await connect(port);
    socket.write(
      `POST /api${doRegister.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `x-api-key: ${TEST_API_KEY}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    const started = Date.now();
    // one byte every 50 ms: the whole body would take many times the cap
    let sent = 0;
    const trickle = setInterval(() => {
      if (socket.destroyed || sent >= body.length - 1) return;
      socket.write(body[sent] ?? '');
      sent += 1;
    }, 50);
    const received = await closed;
    clearInterval(trickle);

    expect(sent).toBeLessThan(body.length - 1);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // cut near the cap, not after minutes (a generous bound for a busy machine)
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS * 10);
    const login = await t.call(doLogin, { email, password: PASSWORD });
    expect(login.status).toBe(401);
  });

  it('when a body arrives in time, then the call works as usual', async () => {
    const email = uniqueEmail('prompt');
    const res = await fetch(`http://127.0.0.1:${port}/api${doRegister.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY },
      body: JSON.stringify(registration(ref, 'entrepreneur', email)),
    });
    expect(res.status).toBe(200);
  });
});

describe('a connection flood from one address', () => {
  let port: number;
  beforeAll(async () => {
    port = await listen({ requestTimeoutMs: 30_000, maxConnectionsPerAddress: CAP });
  });

  it('when one address opens one connection more than the cap, then that one is closed and the others keep working', async () => {
    const held: Conn[] = [];
    for (let i = 0; i < CAP; i++) {
      const conn = await connect(port);
      // an answer proves the server counted this connection
      expect(await health(conn.socket)).toMatch(/^HTTP\/1\.1 200/);
      held.push(conn);
    }

    const extra = await connect(port);
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await extra.closed).toBe('');

    for (const conn of held) expect(await health(conn.socket)).toMatch(/^HTTP\/1\.1 200/);

    // a connection that ends frees its place
    const [first] = held;
    first?.socket.end();
    await first?.closed;
    const next = await connect(port);
    expect(await health(next.socket)).toMatch(/^HTTP\/1\.1 200/);
    for (const conn of [...held.slice(1), next]) conn.socket.destroy();
  });
});

describe('an idle kept-alive connection', () => {
  it('when a client sends on it again after 6 s, then it is still open: the server does not close it under a reusing client', async () => {
    const port = await listen({ requestTimeoutMs: REQUEST_TIMEOUT_MS, maxConnectionsPerAddress: 0 });
    const conn = await connect(port);
    expect(await health(conn.socket)).toMatch(/^HTTP\/1\.1 200/);
    // the idle time itself is what is tested: Node's default closed the connection after 5 s
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await health(conn.socket)).toMatch(/^HTTP\/1\.1 200/);
    conn.socket.destroy();
  }, 20_000);
});
