import { type saveUpdateForm, updateTexts as t } from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from './context.js';
import {
  deleteDraft,
  insertDraft,
  loadUpdate,
  lockUpdate,
  ownedPitch,
  replaceDraft,
  type UpdateFacts,
} from './drafts.queries.js';
import { auditedDraft, recordUpdateChange } from './update-audit.js';

type SaveInput = z.output<typeof saveUpdateForm>;

/** Drafts and updates are nobody else's business: whatever is not the caller's is not found (404). */
export const updateNotFound = () => new AppError('NOT_FOUND', t.notFound);

/** The caller's own update, locked; 404 for anyone else's or none. */
export async function lockOwnUpdate(tx: Db, actor: Actor, updateId: string): Promise<UpdateFacts> {
  const found = await lockUpdate(tx, updateId);
  if (!found || found.owner_id !== actor.userId) throw updateNotFound();
  return found;
}

/**
 * /saveUpdate: a new draft of the caller's pitch, or the draft named by update_id replaced whole. A
 * published update is never edited (409): what its recipients received stays as it was.
 */
export async function saveUpdate(db: Db, actor: Actor, input: SaveInput) {
  if (!(await ownedPitch(db, input.pitch_id, actor.userId))) {
    throw new AppError('NOT_FOUND', t.pitchNotFound);
  }
  const draft = { title: input.title, body: input.body, audience: input.audience, metrics: input.metrics };
  const updateId = await inTransaction(db, async (tx) => {
    if (!input.update_id) {
      const id = await insertDraft(tx, input.pitch_id, draft);
      await recordUpdateChange(tx, {
        actorId: actor.userId,
        action: 'saveUpdate',
        targetId: id,
        after: { status: 'draft', ...auditedDraft(draft) },
        requestId: actor.requestId,
      });
      return id;
    }
    const found = await lockOwnUpdate(tx, actor, input.update_id);
    if (found.pitch_id !== input.pitch_id) {
      throw new AppError('BAD_REQUEST', t.pitchMismatch, { errors: { pitch_id: t.pitchMismatch } });
    }
    if (found.status === 'published') throw new AppError('CONFLICT', t.alreadyPublished);
    await replaceDraft(tx, found.id, draft);
    await recordUpdateChange(tx, {
      actorId: actor.userId,
      action: 'saveUpdate',
      targetId: found.id,
      before: { status: found.status, title: found.title, body_length: found.body.length },
      after: { status: 'draft', ...auditedDraft(draft) },
      requestId: actor.requestId,
    });
    return found.id;
  });
  return loadUpdate(db, updateId);
}

/** /deleteUpdate: a draft goes; a published update stays (409). */
export async function deleteUpdate(db: Db, actor: Actor, updateId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const found = await lockOwnUpdate(tx, actor, updateId);
    if (found.status === 'published') throw new AppError('CONFLICT', t.publishedNotDeletable);
    await deleteDraft(tx, found.id);
    await recordUpdateChange(tx, {
      actorId: actor.userId,
      action: 'deleteUpdate',
      targetId: found.id,
      before: { status: found.status, title: found.title, body_length: found.body.length },
      requestId: actor.requestId,
    });
  });
}
