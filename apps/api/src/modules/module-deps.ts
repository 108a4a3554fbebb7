import type { Logger } from 'pino';
import type { PublicCaches } from '../cache/index.js';
import type { Config } from '../config.js';
import type { ChangeFeed, Db } from '../db/client.js';
import type { SessionBinding } from '../http/session-binding.js';
import type { Tokens } from '../http/tokens.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStorage } from '../storage/file-storage.js';

/** What the app is built from: the parts main.ts, the tests' harness and the benches open. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  logger: Logger;
  storage: FileStorage;
  mailer: Mailer;
  /**
   * The database's LISTEN/NOTIFY; without it public reads are not cached and there are no live
   * notification streams.
   */
  changes?: ChangeFeed;
}

/** What every module is built with: the app's parts and the HTTP pieces every module shares. */
export interface ModuleDeps extends AppDeps {
  tokens: Tokens;
  caches: PublicCaches;
  /** The cookie that lets a signed-in browser open its files (data room, own hidden pitches). */
  sessions: SessionBinding;
}
