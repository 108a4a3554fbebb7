import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { type JobHandler, type JobPriority, takeJobsIn } from '../../jobs/index.js';
import { enqueueMails } from '../../mail/mail-queue.js';
import { roundNoticeMail } from '../../mail/templates/commitment-mails.js';
import { notificationsService as notifications } from '../notifications/index.js';
import { findPeopleTold } from './commitments.queries.js';

/**
 * Where each side reads of the round: the founder on the pitch's Round page, the investor on the pitch's
 * page. Plain paths (the web's router owns the patterns; these two are issue 32's).
 */
export const roundPagePath = (pitchId: string) => `/pitchlist/${encodeURIComponent(pitchId)}/round`;
export const pitchPagePath = (pitchId: string) => `/project/${encodeURIComponent(pitchId)}`;

export interface RoundNotice {
  to: 'founder' | 'investor';
  userId: string;
  pitchId: string;
  title: string;
  body: string;
}

/** A notice to tell, with its e-mail's key (the Message-ID stays when it is told again) and priority. */
export interface Telling {
  notice: RoundNotice;
  key?: string;
  priority?: JobPriority;
}

/**
 * Notices in the bell, written in the change's transaction, and by e-mail through the queue in the same
 * transaction unless the person turned that e-mail off. The existing switches carry them: founders hear of
 * commitments as of contact requests (email_contact_request), investors of decisions on theirs as of
 * decisions on contact requests (email_contact_decision). Nobody deleted or suspended is told.
 * `tell` tells one; `tell.all` a batch (the worker's), in five statements however many there are.
 */
export function roundNotices({ publicUrl }: { publicUrl: string }) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  async function tellAll(tx: Db, tellings: readonly Telling[]): Promise<void> {
    if (tellings.length === 0) return;
    const userIds = [...new Set(tellings.map(({ notice }) => notice.userId))];
    const people = new Map((await findPeopleTold(tx, userIds)).map((person) => [person.id, person]));
    const told = tellings.flatMap((telling) => {
      const person = people.get(telling.notice.userId);
      if (!person || person.deleted || person.suspended) return [];
      const founder = telling.notice.to === 'founder';
      const link = founder ? roundPagePath(telling.notice.pitchId) : pitchPagePath(telling.notice.pitchId);
      return [{ ...telling, person, founder, link }];
    });
    if (told.length === 0) return;
    await notifications.insertAll(
      tx,
      told.map(({ notice, founder, link }) => ({
        userId: notice.userId,
        kind: founder ? 'commitment' : 'round_update',
        title: notice.title,
        body: notice.body,
        link,
        contactRequestId: null,
      })),
    );
    const wants = await notifications.wantEmail(tx, [...new Set(told.map(({ person }) => person.id))]);
    await enqueueMails(
      tx,
      told
        .filter(({ notice, founder }) =>
          wants(notice.userId, founder ? 'contact_request' : 'contact_decision'),
        )
        .map(({ notice, person, founder, link, key, priority }) => ({
          mail: {
            to: person.email,
            ...roundNoticeMail({
              firstName: person.first_name,
              title: notice.title,
              body: notice.body,
              link: absolute(link),
              linkLabel: founder ? 'Open the round' : 'Open the pitch',
            }),
          },
          ...(key ? { key } : {}),
          ...(priority ? { priority } : {}),
        })),
    );
  }
  const tell = (tx: Db, notice: RoundNotice, mail: { key?: string; priority?: JobPriority } = {}) =>
    tellAll(tx, [{ notice, ...mail }]);
  return Object.assign(tell, { all: tellAll });
}

export type Tell = ReturnType<typeof roundNotices>;

/**
 * A notice told by the worker rather than in the change's transaction: the change enqueues one job (in its
 * own statement, see commit.queries.ts), and the bell row and e-mail are written here. A commit is the
 * round's busiest write: this keeps the founder's notice (its reads, two inserts and their NOTIFYs) off the
 * investor's wait. One run tells every notice then due (up to NOTICES_AT_ONCE), in one transaction with
 * their jobs' completion: a burst of commits is told in a few transactions, and a job run twice tells once.
 */
export const ROUND_NOTICE_JOB = 'round-notice';
const NOTICES_AT_ONCE = 100;

export function roundNoticeJobHandler({ db, tell }: { db: Db; tell: Tell }): JobHandler {
  return async (job) => {
    await inTransaction(db, async (tx) => {
      const taken = await takeJobsIn(tx, ROUND_NOTICE_JOB, job.id, NOTICES_AT_ONCE);
      // each mail keyed by its notice's job (its Message-ID stays), and sent after every mail a person
      // waits on (a code): a burst of commits must not hold one up
      await tell.all(
        tx,
        taken.map(({ key, payload }) => ({ notice: payload as RoundNotice, key, priority: 'bulk' as const })),
      );
    });
  };
}
