import {
  type AdminContactMessage,
  CONTACT_MESSAGES_PAGE_SIZE,
  type getContactMessages,
  contactMessageTexts as m,
} from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { iso } from '../../../db/iso.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import type { SignedLinks } from '../../../http/signed-links.js';
import { recordAdminAction } from '../audit/audit-log.js';
import type { ModerationActor } from '../moderation-calls.js';
import {
  type ContactMessageRow,
  contactFileFor,
  findContactMessage,
  listContactMessages,
  markHandled,
} from './contact-messages.queries.js';

type ListInput = z.output<(typeof getContactMessages)['request']>;

/**
 * The contact form's stored messages: the list (with a signed link to each file, for `viewerId` only)
 * and "handled", audited in its transaction. `withFiles` tells the route to bind the links to the
 * browser (a cookie: the HTTP side's part).
 */
export function contactMessagesService(db: Db, links: SignedLinks) {
  const toMessage = (row: ContactMessageRow, viewerId: string): AdminContactMessage => {
    const link = row.file_url && row.file_name ? links.sign(row.id, viewerId) : null;
    return {
      _id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      subject: row.subject,
      message: row.message,
      contact_me: row.contact_me,
      file:
        link && row.file_name
          ? { name: row.file_name, url: link.url, expires_at: link.expiresAt.toISOString() }
          : null,
      created_at: iso(row.created_at),
      handled_at: row.handled_at ? iso(row.handled_at) : null,
      handled_by: row.handled_by,
    };
  };

  return {
    async list(input: ListInput, viewerId: string) {
      const { rows, total } = await listContactMessages(db, input.filter, input.page);
      return {
        withFiles: rows.some((row) => row.file_url),
        page: {
          contact_messages: rows.map((row) => toMessage(row, viewerId)),
          total,
          page_size: CONTACT_MESSAGES_PAGE_SIZE,
        },
      };
    },

    /** Marks a message handled with its audit row; 404 when gone, 409 when already handled. */
    async markHandled(id: string, actor: ModerationActor) {
      await inTransaction(db, async (tx) => {
        const outcome = await markHandled(tx, id, actor.adminId);
        if (outcome === 'missing') {
          throw new AppError('NOT_FOUND', m.notFound, { errors: { contact_message_id: m.notFound } });
        }
        if (outcome === 'already') throw new AppError('CONFLICT', m.alreadyHandled);
        await recordAdminAction(tx, {
          adminId: actor.adminId,
          action: 'markContactMessageHandled',
          targetType: 'contact_message',
          targetId: id,
          before: { handled_at: null },
          after: { handled: true },
          requestId: actor.requestId,
        });
      });
      const row = await findContactMessage(db, id);
      if (!row) throw new Error('a handled message vanished');
      return { withFiles: Boolean(row.file_url), message: toMessage(row, actor.adminId) };
    },

    /** The stored file behind a verified link, while its viewer is still an admin; null otherwise. */
    fileFor: (messageId: string, viewerId: string) => contactFileFor(db, messageId, viewerId),
  };
}

export type ContactMessagesService = ReturnType<typeof contactMessagesService>;
