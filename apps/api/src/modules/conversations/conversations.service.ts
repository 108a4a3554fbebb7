import type { Db } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { SignedLinks } from '../../http/signed-links.js';
import type { UploadedFile } from '../../http/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { attachmentLinks, isAttachmentUrl } from './attachments.js';
import type { ConversationHooks } from './conversation-hooks.js';
import { markRead } from './mark-read.js';
import { postMessage } from './post-message.js';
import { listConversations, readThread } from './read-conversations.js';
import { sendMessage } from './send-message.js';

export interface ConversationsServiceDeps {
  db: Db;
  storage: FileStorage;
  sessions: SessionBinding;
  links: SignedLinks;
  hooks: ConversationHooks;
}

/** What the calls do, one use case per file; this only hands each its parts. */
export function conversationsService(deps: ConversationsServiceDeps) {
  const { db } = deps;
  const attachments = attachmentLinks(db, deps.links, deps.sessions);
  return {
    list: (caller: Caller) => listConversations(db, caller.userId),
    thread: (caller: Caller, input: Parameters<typeof readThread>[2]) => readThread(db, caller.userId, input),
    send: (caller: Caller, input: Parameters<typeof sendMessage>[2], files: readonly UploadedFile[]) =>
      sendMessage(deps, caller, input, files),
    markRead: (caller: Caller, input: Parameters<typeof markRead>[2]) => markRead(deps, caller.userId, input),
    openAttachment: (caller: Caller, attachmentId: string) => attachments.open(caller, attachmentId),
    resolveAttachmentLink: attachments.resolve,
    isAttachmentUrl: (url: string) => isAttachmentUrl(db, url),
    /** For other modules, in their transaction, once they decided the sender may write (post-message.ts). */
    postMessage: (tx: Db, message: Parameters<typeof postMessage>[2]) => postMessage(tx, deps.hooks, message),
  };
}

export type ConversationsService = ReturnType<typeof conversationsService>;
