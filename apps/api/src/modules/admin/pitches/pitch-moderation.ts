import { type AdminPitchRow, FEATURED_PITCHES_MAX, adminPitchTexts as m } from '@angelbridge/contracts';
import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import { enqueueMail } from '../../../mail/mail-queue.js';
import { pitchUnpublishedMail } from '../../../mail/templates/moderation-mails.js';
import { recordAdminAction } from '../audit/audit-log.js';
import type { ModerationActor } from '../moderation-calls.js';
import { featuredCount, findPitchRow, setFeatured, setUnpublished } from './pitches.queries.js';

const snapshot = (pitch: AdminPitchRow) => ({
  status: pitch.status,
  unpublished_reason: pitch.unpublished_reason,
  featured: pitch.featured,
});

async function lockedPitch(tx: Db, pitchId: string): Promise<AdminPitchRow> {
  const pitch = await findPitchRow(tx, pitchId, true);
  if (!pitch) throw new AppError('NOT_FOUND', m.pitchNotFound);
  return pitch;
}

async function audit(
  tx: Db,
  actor: ModerationActor,
  action: string,
  before: AdminPitchRow,
  after: AdminPitchRow,
  reason?: string,
) {
  await recordAdminAction(tx, {
    adminId: actor.adminId,
    action,
    targetType: 'pitch',
    targetId: before._id,
    ...(reason ? { reason } : {}),
    before: snapshot(before),
    after: snapshot(after),
    requestId: actor.requestId,
  });
}

/**
 * Unpublishes a pitch inside the caller's transaction `tx`: the take-down, its audit row and the
 * founder's e-mail (the durable queue, so it leaves only if this commits). 409 when already unpublished.
 * The public pitch rule reads `unpublished_at`, and the pitches trigger tells every instance's caches.
 */
export async function unpublishPitchIn(
  tx: Db,
  actor: ModerationActor,
  input: { pitchId: string; reason: string },
  publicUrl: string,
): Promise<AdminPitchRow> {
  const before = await lockedPitch(tx, input.pitchId);
  if (before.status === 'unpublished') throw new AppError('CONFLICT', m.alreadyUnpublished);
  await setUnpublished(tx, input.pitchId, input.reason);
  const after = (await findPitchRow(tx, input.pitchId)) as AdminPitchRow;
  await audit(tx, actor, 'unpublishPitch', before, after, input.reason);
  await enqueueMail(tx, {
    to: before.owner.email,
    ...pitchUnpublishedMail({
      ownerFirstName: before.owner.first_name,
      pitchName: before.name_of_pitch,
      reason: input.reason,
      link: new URL(webPath(webPaths.pitchList), publicUrl).toString(),
    }),
  });
  return after;
}

export async function restorePitchIn(
  tx: Db,
  actor: ModerationActor,
  pitchId: string,
): Promise<AdminPitchRow> {
  const before = await lockedPitch(tx, pitchId);
  if (before.status !== 'unpublished') throw new AppError('CONFLICT', m.notUnpublished);
  await setUnpublished(tx, pitchId, null);
  const after = (await findPitchRow(tx, pitchId)) as AdminPitchRow;
  await audit(tx, actor, 'restorePitch', before, after);
  return after;
}

/**
 * Features or unfeatures; setting what is already so changes nothing and writes no row. Only a published
 * pitch of an account in good standing is featured, and at most FEATURED_PITCHES_MAX at once (409).
 */
export async function featurePitchIn(tx: Db, actor: ModerationActor, pitchId: string, value: boolean) {
  const count = await featuredCount(tx, true);
  const before = await lockedPitch(tx, pitchId);
  if (before.featured === value) return { pitch: before, featured_count: count };
  if (value && (before.status !== 'published' || before.owner.suspended)) {
    throw new AppError('CONFLICT', m.featureNotPublic);
  }
  if (value && count >= FEATURED_PITCHES_MAX) throw new AppError('CONFLICT', m.featureLimit);
  await setFeatured(tx, pitchId, value);
  const after = (await findPitchRow(tx, pitchId)) as AdminPitchRow;
  await audit(tx, actor, value ? 'featurePitch' : 'unfeaturePitch', before, after);
  return { pitch: after, featured_count: count + (value ? 1 : -1) };
}
