import type { Db } from '../../db/client.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { SignedLinks } from '../../http/signed-links.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { AgreementTell } from './agreement-notices.js';

/** What every use case of the module works with. */
export interface AgreementsContext {
  db: Db;
  storage: FileStorage;
  /** Signed, browser-bound links to the stored PDFs (agreement-links.ts). */
  links: SignedLinks;
  sessions: SessionBinding;
  publicUrl: string;
  /** Bell and e-mail notices to the parties. */
  tell: AgreementTell;
}

/** Who acts, and the request it came in (the audit log's key to the request's log lines). */
export interface Actor {
  userId: string;
  requestId: string;
}
