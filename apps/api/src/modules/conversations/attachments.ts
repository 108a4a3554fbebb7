import { conversationTexts as m } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { AppError, fieldError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import type { SessionBinding } from '../../http/session-binding.js';
import type { LinkRefusal, SignedLinks } from '../../http/signed-links.js';
import { readOnly } from './conversation-errors.js';
import { conversationOpenSql } from './conversation-status.js';

/** A stored attachment as serving it needs: where it is, its name, and whether its conversation is open. */
export interface AttachmentFile {
  id: string;
  url: string;
  name: string;
  open: boolean;
}

/** The attachment when `userId` takes part in its conversation; null otherwise (or when there is none). */
async function findAttachmentFor(
  db: Db,
  attachmentId: string,
  userId: string,
): Promise<AttachmentFile | null> {
  const [row] = await queryRows<AttachmentFile>(
    db,
    sql`select a.id, a.url, a.name, ${conversationOpenSql()} as open
        from message_attachments a
        join conversation_messages cm on cm.id = a.message_id
        join conversations c on c.id = cm.conversation_id
        join pitches p on p.id = c.pitch_id
        where a.id = ${attachmentId} and (c.investor_id = ${userId} or p.owner_id = ${userId})`,
  );
  return row ?? null;
}

/** Whether a stored file is a message attachment: /uploads never serves those (only signed links do). */
export async function isAttachmentUrl(db: Db, url: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from message_attachments where url = ${url} limit 1`);
  return rows.length > 0;
}

const attachmentNotFound = () => fieldError('NOT_FOUND', 'attachment_id', m.attachmentNotFound);

const REFUSALS: Record<LinkRefusal, () => AppError> = {
  invalid: () => new AppError('NOT_FOUND', m.attachmentNotFound),
  expired: () => new AppError('FORBIDDEN', m.linkExpired),
  another_viewer: () => new AppError('FORBIDDEN', m.linkForAnother),
};

export function attachmentLinks(db: Db, links: SignedLinks, sessions: SessionBinding) {
  return {
    /** /openMessageAttachment: a link for a participant while the conversation is open. */
    async open(caller: Caller, attachmentId: string) {
      const attachment = await findAttachmentFor(db, attachmentId, caller.userId);
      if (!attachment) throw attachmentNotFound();
      if (!attachment.open) throw readOnly();
      const link = links.sign(attachment.id, caller.userId);
      return { url: link.url, expires_at: link.expiresAt.toISOString() };
    },

    /**
     * A link being served: genuine, unexpired and this browser's, and its person must still take part
     * in an open conversation now (access ending locks every link already given at once).
     */
    async resolve(token: string, binding: string | undefined): Promise<AttachmentFile> {
      const check = await links.verifyBound(sessions, token, binding);
      if (!check.ok) throw REFUSALS[check.reason]();
      const attachment = await findAttachmentFor(db, check.claims.id, check.claims.viewerId);
      if (!attachment) throw new AppError('NOT_FOUND', m.attachmentNotFound);
      if (!attachment.open) throw readOnly();
      return attachment;
    },
  };
}

export type AttachmentLinks = ReturnType<typeof attachmentLinks>;
