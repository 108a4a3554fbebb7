import { updateTexts as t } from '@angelbridge/contracts';
import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { wakeJobWorkers } from '../../jobs/index.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { HEADLINE_METRICS, investorUpdateMail } from '../../mail/templates/update-mails.js';
import type { Actor } from './context.js';
import { lockOwnUpdate } from './drafts.js';
import { loadUpdate } from './drafts.queries.js';
import { headlineMetrics, publishToAudience } from './publish.queries.js';
import { recordUpdateChange } from './update-audit.js';

/**
 * /publishUpdate, in one transaction: the draft locked (a second publish waits, then finds it published:
 * 409), then published to its audience with the bell notices and the e-mail jobs (publishToAudience), and
 * audited. The workers are woken once it has committed.
 */
export async function publishUpdate(
  { db, publicUrl }: { db: Db; publicUrl: string },
  actor: Actor,
  updateId: string,
) {
  const published = await inTransaction(db, async (tx) => {
    const found = await lockOwnUpdate(tx, actor, updateId);
    if (found.status === 'published') throw new AppError('CONFLICT', t.alreadyPublished);
    if (found.body.trim() === '') {
      throw new AppError('BAD_REQUEST', t.bodyRequired, { errors: { body: t.bodyRequired } });
    }
    const link = webPath(webPaths.update, { id: found.id });
    const mail = investorUpdateMail({
      pitchName: found.name_of_pitch,
      title: found.title,
      metrics: await headlineMetrics(tx, found.id, HEADLINE_METRICS),
      link: new URL(link, publicUrl).toString(),
    });
    const counts = await publishToAudience(tx, {
      updateId: found.id,
      notice: {
        title: `New update from ${found.name_of_pitch}`,
        body: t.noticeUpdate(found.name_of_pitch, found.title),
        link,
      },
      mail,
    });
    await recordUpdateChange(tx, {
      actorId: actor.userId,
      action: 'publishUpdate',
      targetId: found.id,
      before: { status: 'draft' },
      after: { status: 'published', recipient_count: counts.recipients, mail_count: counts.mails },
      requestId: actor.requestId,
    });
    return counts;
  });
  if (published.mails > 0) await wakeJobWorkers(db, [MAIL_JOB]);
  return { update: await loadUpdate(db, updateId), recipient_count: published.recipients };
}
