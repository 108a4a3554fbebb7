import type { ChangeFeed } from '../db/client.js';

/** The channel the database's triggers (migration public_change_notify) notify, with the table's name. */
export const PUBLIC_CHANGE_CHANNEL = 'public_change';

export interface PublicCacheOptions {
  /** Which tables' changes drop this cache's entries. */
  tables: readonly string[];
  /** Most entries kept; the least recently used go first (cities are cached per state). */
  maxEntries?: number;
}

/**
 * Values read from the database and kept in the process until a write to one of the tables they come
 * from. Writes are heard through PostgreSQL LISTEN/NOTIFY (triggers on the tables), so every instance of
 * the API drops its entries at once, whichever instance wrote.
 *
 * Without a change feed nothing is kept: every `get` loads afresh (correct, only slower).
 */
export interface PublicCache<V> {
  /** The cached value of `key`, or what `load` returns (one load at a time per key; concurrent callers share it). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The cached value of `key` if it is held now, without loading (the cached-read fast path). */
  peek(key: string): V | undefined;
  /** Whether `key` is held now (without counting as a use). */
  has(key: string): boolean;
  /** Drops every entry (a change notification calls it). */
  clear(): void;
  /** Resolves once the cache listens; until then it keeps nothing. */
  ready: Promise<void>;
  readonly size: number;
}

export function createPublicCache<V>(
  feed: ChangeFeed | undefined,
  { tables, maxEntries = 2_000 }: PublicCacheOptions,
): PublicCache<V> {
  const entries = new Map<string, V>();
  const loading = new Map<string, Promise<V>>();
  // A load that started before a change must not store what it read: each clear starts a new generation.
  let generation = 0;
  let listening = false;
  // the most recently used key, already last in the map's order: reading it again moves nothing
  let newest: string | undefined;
  const watched = new Set(tables);

  const clear = () => {
    generation += 1;
    entries.clear();
    loading.clear();
    newest = undefined;
  };

  const ready = feed
    ? feed
        .listen(PUBLIC_CHANGE_CHANNEL, (table) => {
          if (table === '*' || watched.has(table)) clear();
        })
        .then(() => {
          listening = true;
        })
    : Promise.resolve();

  return {
    ready,
    clear,
    get size() {
      return entries.size;
    },
    peek(key) {
      const hit = entries.get(key);
      if (hit !== undefined && key !== newest) {
        // keep the most recently used at the end of the map's order
        entries.delete(key);
        entries.set(key, hit);
        newest = key;
      }
      return hit;
    },
    has(key) {
      return entries.has(key);
    },
    async get(key, load) {
      if (!listening) return load();
      const hit = this.peek(key);
      if (hit !== undefined) return hit;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load().then(
        (value) => {
          if (loading.get(key) === promise) loading.delete(key);
          if (generation === started) {
            entries.delete(key);
            entries.set(key, value);
            newest = key;
            if (entries.size > maxEntries) {
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) entries.delete(oldest);
            }
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
  };
}
