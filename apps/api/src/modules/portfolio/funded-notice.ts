import { portfolioTexts as t } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import type { Db } from '../../db/client.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import { roundNoticeMail } from '../../mail/templates/commitment-mails.js';
import { notificationsService as notifications } from '../notifications/index.js';
import { findRecipient } from './funded.queries.js';

export interface FundedNotice {
  commitmentId: string;
  investorId: string;
  pitchName: string;
  amountReceived: number;
}

/**
 * Tells the investor their money was received: the bell, written in the marking's transaction, and an
 * e-mail through the queue in the same transaction (keyed by the commitment, so it goes once) unless they
 * turned off the e-mails of decisions on their commitments, the switch every round notice to an investor
 * reads. Nobody deleted or suspended is told.
 */
export function fundedNotices({ publicUrl }: { publicUrl: string }) {
  return async function tellInvestor(tx: Db, notice: FundedNotice): Promise<void> {
    const person = await findRecipient(tx, notice.investorId);
    if (!person || person.gone) return;
    const title = 'Investment received';
    const body = t.noticeFunded(notice.pitchName, notice.amountReceived);
    await notifications.insert(tx, {
      userId: notice.investorId,
      kind: 'funded',
      title,
      body,
      link: webPaths.portfolio,
      contactRequestId: null,
    });
    if (!(await notifications.wantsEmail(tx, notice.investorId, 'contact_decision'))) return;
    const mail = roundNoticeMail({
      firstName: person.first_name,
      title,
      body,
      link: new URL(webPaths.portfolio, publicUrl).toString(),
      linkLabel: 'Open your portfolio',
    });
    await enqueueMail(tx, { to: person.email, ...mail }, `commitment-funded:${notice.commitmentId}`);
  };
}

export type TellInvestor = ReturnType<typeof fundedNotices>;
