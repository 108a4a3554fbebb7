import pg from 'pg';

/**
 * Calls `handler` with the payload of every NOTIFY on `channel`; resolves to a function that stops.
 * A payload of `'*'` means "anything may have changed": the listening connection was lost, so what was
 * sent meanwhile is missed (caches empty themselves; stream clients catch up when they reconnect).
 */
export type Listen = (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTEN on node-postgres needs one dedicated connection (a pooled one would be handed to queries and
 * lose its LISTENs). When it drops (restart, failover) it reconnects with backoff and listens again;
 * notifications sent while it was down are lost, which is why stream clients catch up on reconnect.
 */
export function postgresListener(url: string, onError: (error: unknown) => void) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempt = 0;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      if (client === next) client = null;
      for (const set of handlers.values()) for (const handler of set) handler('*');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
    attempt = 0;
    client = next;
    return next;
  }

  function scheduleReconnect() {
    if (closed || connecting) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    setTimeout(() => {
      if (closed || client) return;
      ensure().catch((error: unknown) => {
        onError(error);
        scheduleReconnect();
      });
    }, delay).unref();
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  const listen: Listen = async (channel, handler) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    let set = handlers.get(channel);
    const fresh = !set;
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
    }
    set.add(handler);
    const current = await ensure();
    // a connection made just now already listened to every channel in the map
    if (fresh && current === client) await current.query(`LISTEN "${channel}"`);
    return async () => {
      set.delete(handler);
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
