import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import { agreementCompletedMail, agreementNoticeMail } from '../../mail/templates/agreement-mails.js';
import { notificationsService as notifications } from '../notifications/index.js';

/**
 * Where each party reads an agreement, and where anyone verifies one. Plain paths: the web's router owns
 * the patterns (issue 33's pages).
 */
export const agreementPagePath = (agreementId: string) => `/agreements/${encodeURIComponent(agreementId)}`;
export const VERIFY_PAGE_PATH = '/verify-agreement';

interface Person {
  first_name: string;
  email: string;
  gone: boolean;
}

async function person(tx: Db, userId: string): Promise<Person | null> {
  const [row] = await queryRows<Person>(
    tx,
    sql`select first_name, email, (deleted_at is not null or suspended_at is not null) as gone
        from users where id = ${userId}`,
  );
  return row ?? null;
}

export interface AgreementNotice {
  to: 'founder' | 'investor';
  userId: string;
  agreementId: string;
  title: string;
  body: string;
  reason?: string | null;
  /** Makes the mail idempotent (a job run twice, a retried request): the same key is one mail. */
  mailKey?: string;
}

/**
 * Notices about agreements: the bell in the change's transaction, and an e-mail through the queue in the
 * same transaction, unless the person turned that e-mail off (founders as for commitments' notices,
 * investors as for decisions on theirs). Nobody deleted or suspended is told.
 */
export function agreementNotices({ publicUrl }: { publicUrl: string }) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  return {
    /** The bell alone (the completed PDF's own mail says the rest). */
    async bell(
      tx: Db,
      notice: Pick<AgreementNotice, 'userId' | 'agreementId' | 'title' | 'body'>,
    ): Promise<void> {
      const who = await person(tx, notice.userId);
      if (!who || who.gone) return;
      await notifications.insert(tx, {
        userId: notice.userId,
        kind: 'agreement',
        title: notice.title,
        body: notice.body,
        link: agreementPagePath(notice.agreementId),
        contactRequestId: null,
      });
    },

    async tell(tx: Db, notice: AgreementNotice): Promise<void> {
      const who = await person(tx, notice.userId);
      if (!who || who.gone) return;
      const link = agreementPagePath(notice.agreementId);
      await notifications.insert(tx, {
        userId: notice.userId,
        kind: 'agreement',
        title: notice.title,
        body: notice.body,
        link,
        contactRequestId: null,
      });
      const founder = notice.to === 'founder';
      if (
        !(await notifications.wantsEmail(tx, notice.userId, founder ? 'contact_request' : 'contact_decision'))
      )
        return;
      await enqueueMail(
        tx,
        {
          to: who.email,
          ...agreementNoticeMail({
            firstName: who.first_name,
            title: notice.title,
            body: notice.body,
            reason: notice.reason ?? null,
            link: absolute(link),
            linkLabel: 'Open the agreement',
          }),
        },
        notice.mailKey,
      );
    },

    /** The completed PDF to one party, attached, keyed by agreement and party so it goes once. */
    async sendCompleted(
      tx: Db,
      sent: { userId: string; agreementId: string; pitchName: string; completedSha256: string; url: string },
    ): Promise<void> {
      const who = await person(tx, sent.userId);
      if (!who) return;
      await enqueueMail(
        tx,
        {
          to: who.email,
          ...agreementCompletedMail({
            firstName: who.first_name,
            pitchName: sent.pitchName,
            completedSha256: sent.completedSha256,
            link: absolute(agreementPagePath(sent.agreementId)),
            verifyLink: absolute(VERIFY_PAGE_PATH),
          }),
          attachments: [{ filename: `agreement-${sent.agreementId}.pdf`, url: sent.url }],
        },
        `agreement-completed:${sent.agreementId}:${sent.userId}`,
      );
    },
  };
}

export type AgreementTell = ReturnType<typeof agreementNotices>;
