import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import { faqPublishedMail } from '../../mail/templates/faq-mails.js';
import { notificationsService as notifications } from '../notifications/index.js';

export interface FaqPublished {
  askerId: string;
  pitchId: string;
  pitchName: string;
  question: string;
}

/**
 * Tells the person whose message became a published question (issue 31): a bell notification, and an
 * e-mail unless they switched off e-mails about their requests (the FAQ is a step of their request).
 * Written in the publication's transaction, so a rollback tells no one. The FAQ itself never names them.
 */
export async function tellAsker(tx: Db, publicUrl: string, faq: FaqPublished): Promise<void> {
  const [asker] = await queryRows<{ email: string; first_name: string }>(
    tx,
    sql`select email, first_name from users where id = ${faq.askerId} and deleted_at is null`,
  );
  if (!asker) return;
  const link = webPath(webPaths.project, { id: faq.pitchId });
  await notifications.insert(tx, {
    userId: faq.askerId,
    kind: 'faq_published',
    title: 'Your question was published',
    body: `The team of ${faq.pitchName} published your question with their answer, without your name.`,
    link,
    contactRequestId: null,
  });
  if (!(await notifications.wantsEmail(tx, faq.askerId, 'contact_decision'))) return;
  await enqueueMail(tx, {
    to: asker.email,
    ...faqPublishedMail({
      askerFirstName: asker.first_name,
      pitchName: faq.pitchName,
      question: faq.question,
      link: new URL(link, publicUrl).toString(),
    }),
  });
}
