import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { ClaimedJob, JobHandler } from '../../jobs/index.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import { type AlertLine, alertDigestMail, alertMail } from '../../mail/templates/alert-mails.js';
import { alertMailFacts, recipientOf, takeDigestItems } from './alert-delivery.queries.js';

const absolute = (publicUrl: string, link: string) => new URL(link, publicUrl).toString();

/** The e-mail of one item told immediately; the job's key is the mail's, so a retry sends nothing twice. */
export function alertMailJob({ db, publicUrl }: { db: Db; publicUrl: string }): JobHandler {
  return async (job: ClaimedJob) => {
    const { alert_item_id: itemId } = job.payload as { alert_item_id: string };
    const facts = await alertMailFacts(db, itemId);
    if (!facts) return;
    const line: AlertLine = { title: facts.title, body: facts.body, link: absolute(publicUrl, facts.link) };
    await enqueueMail(db, { to: facts.email, ...alertMail(facts.firstName, line) }, job.key, 'bulk');
  };
}

/**
 * The user's daily digest: one e-mail listing each waiting item once. The items are stamped in the
 * transaction that queues the e-mail, so a digest that failed lists them again and one that ran lists
 * nothing twice; nothing waiting, no e-mail.
 */
export function alertDigestJob({ db, publicUrl }: { db: Db; publicUrl: string }): JobHandler {
  return async (job: ClaimedJob) => {
    const { user_id: userId } = job.payload as { user_id: string };
    await inTransaction(db, async (tx) => {
      const recipient = await recipientOf(tx, userId);
      if (!recipient) return;
      const items = await takeDigestItems(tx, userId);
      if (items.length === 0) return;
      const lines = items.map((i) => ({ title: i.title, body: i.body, link: absolute(publicUrl, i.link) }));
      const mail = { to: recipient.email, ...alertDigestMail(recipient.firstName, lines) };
      await enqueueMail(tx, mail, job.key, 'bulk');
    });
  };
}
