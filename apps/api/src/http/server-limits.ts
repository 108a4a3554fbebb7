import type { RequestListener } from 'node:http';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ServerLimits } from '../config.js';

/** Headers come first and are small: they get at most this long, and never longer than the request. */
const HEADERS_TIMEOUT_MS = 20_000;
/**
 * How long an idle kept-alive connection stays open. Longer than a load balancer's idle timeout (60 s on
 * the common ones) and than the idle time of clients that reuse connections, so the server is not the one
 * closing a connection just as a client sends on it: that request would fail (ECONNRESET, or a 502 from
 * the balancer). Node's own 5 s made such races common on a busy machine.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The HTTP server main.ts listens with, bounded against clients that hold connections open:
 * - a request (headers and body) must arrive whole within `requestTimeoutMs`, or Node answers 408 and
 *   closes the socket, so a body trickled a byte at a time no longer holds a connection for minutes;
 * - an idle kept-alive connection stays open for KEEP_ALIVE_TIMEOUT_MS;
 * - one client address may hold at most `maxConnectionsPerAddress` open connections; the next ones are
 *   closed at once, before a byte is read. Behind a load balancer or a local reverse proxy every
 *   connection comes from the proxy's address: raise the cap or set it to 0 there.
 * The counts are this process's own on purpose: a connection lives in one process, and each instance
 * protects its own sockets.
 */
export function createLimitedServer(app: RequestListener, limits: ServerLimits): http.Server {
  const { requestTimeoutMs } = limits;
  const server = http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // Node checks the timeouts on this beat (30 s by default): check often enough that the cap means it
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(requestTimeoutMs / 4))),
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    app,
  );
  if (limits.maxConnectionsPerAddress > 0) capConnections(server, limits.maxConnectionsPerAddress);
  return server;
}

function capConnections(server: http.Server, cap: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
