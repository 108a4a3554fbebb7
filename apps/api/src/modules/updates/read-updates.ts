import type { InvestorUpdate, UserType } from '@angelbridge/contracts';
import { updateTexts as t, UPDATES_PAGE_SIZE } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { updateNotFound } from './drafts.js';
import { ownedPitch } from './drafts.queries.js';
import {
  openAsOwner,
  openAsRecipient,
  ownerList,
  recipientFeed,
  recipientsOf,
  updateReader,
} from './reads.queries.js';

export interface Reader {
  userId: string;
  userType: UserType;
}

/**
 * /getUpdates: a founder reads the updates of their pitches (drafts too, with read counts); an investor
 * the published updates sent to them, across companies, with unread flags. A founder naming a pitch that
 * is not theirs is told it does not exist.
 */
export async function listUpdates(db: Db, reader: Reader, input: { pitch_id?: string; page?: number }) {
  const page = input.page ?? 1;
  let listed: Awaited<ReturnType<typeof ownerList>>;
  if (reader.userType === 'entrepreneur') {
    if (input.pitch_id && !(await ownedPitch(db, input.pitch_id, reader.userId))) {
      throw new AppError('NOT_FOUND', t.pitchNotFound);
    }
    listed = await ownerList(db, reader.userId, input.pitch_id, page);
  } else {
    listed = await recipientFeed(db, reader.userId, input.pitch_id, page);
  }
  return {
    updates: listed.updates,
    total: listed.total,
    page,
    page_size: UPDATES_PAGE_SIZE,
    unread_total: listed.unread,
  };
}

/**
 * /getUpdate: the owner reads any of their updates (a published one with each recipient's read status); a
 * recipient reads what was sent to them and it is marked read. For anyone else nothing exists (404), so
 * neither drafts nor who received what can be probed.
 */
export async function readUpdate(db: Db, userId: string, updateId: string) {
  const found = await updateReader(db, updateId, userId);
  if (!found) throw updateNotFound();
  if (found.owner_id === userId) {
    const opened = await openAsOwner(db, updateId);
    if (!opened) throw updateNotFound();
    return {
      update: JSON.parse(opened.doc) as InvestorUpdate,
      recipients: found.status === 'published' ? await recipientsOf(db, updateId) : null,
      conversation_id: null,
    };
  }
  if (!found.recipient || found.status !== 'published') throw updateNotFound();
  const opened = await openAsRecipient(db, updateId, userId);
  if (!opened) throw updateNotFound();
  return {
    update: JSON.parse(opened.doc) as InvestorUpdate,
    recipients: null,
    conversation_id: opened.conversation_id,
  };
}
