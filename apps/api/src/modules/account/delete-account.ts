import { accountMessages, DELETED_USER_NAME, SELF_DELETABLE_USER_TYPES } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { enqueueMail, forgetMailsTo } from '../../mail/mail-queue.js';
import { accountDeletedMail } from '../../mail/templates/account-mails.js';
import type { Passwords } from '../auth/index.js';
import { forgetCertifications } from '../certification/index.js';
import { commitmentsContext, commitmentsForOtherModules } from '../commitments/index.js';
import { announceAccountGone } from '../conversations/index.js';
import { forgetUpdatesOf } from '../updates/index.js';
import {
  anonymise,
  filesOf,
  lockLiveAccount,
  removePersonalRows,
  removePitchesAndRequests,
} from './delete-account.queries.js';
import { scheduleFileRemoval } from './file-removal-job.js';

export interface DeleteDeps {
  db: Db;
  passwords: Passwords;
  publicUrl: string;
}

const wrongPassword = () =>
  new AppError('BAD_REQUEST', accountMessages.passwordWrong, {
    errors: { password: accountMessages.passwordWrong },
  });

const deletable = (userType: string) => (SELF_DELETABLE_USER_TYPES as readonly string[]).includes(userType);

/**
 * Deletes the caller's account in one transaction, after its password: personal data anonymised, pitches
 * and contact requests removed, every token refused; the files go after the commit through the durable
 * queue, and so does the confirmation to the old address. A wrong password changes nothing.
 */
export async function deleteAccount(
  { db, passwords, publicUrl }: DeleteDeps,
  userId: string,
  password: string,
  requestId: string,
) {
  // the hash is checked before the transaction (bcrypt is slow: no row stays locked meanwhile) and the
  // transaction proceeds only if it is still the same hash, so a password changed in between counts
  const seen = await lockLiveAccount(db, userId);
  if (!seen) throw new AppError('NOT_FOUND', accountMessages.notDeletable);
  if (!deletable(seen.user_type)) throw new AppError('FORBIDDEN', accountMessages.notDeletable);
  if (!(await passwords.matches(password, seen.password_hash))) throw wrongPassword();

  await inTransaction(db, async (tx) => {
    const account = await lockLiveAccount(tx, userId);
    if (!account || account.password_hash !== seen.password_hash) throw wrongPassword();
    const files = await filesOf(tx, userId);
    // before the pitches go and the name is emptied: the founders hear of each withdrawn commitment
    await commitmentsForOtherModules.withdrawAllOf(commitmentsContext(db, publicUrl), tx, userId, requestId);
    // the updates of the pitches first: a pitch kept as a shell keeps none of them
    await forgetUpdatesOf(tx, userId);
    await removePitchesAndRequests(tx, userId);
    await removePersonalRows(tx, userId);
    await forgetCertifications(tx, userId);
    await anonymise(tx, userId, DELETED_USER_NAME);
    await announceAccountGone(tx, userId);
    await scheduleFileRemoval(tx, userId, files);
    // the goodbye below is emptied once sent, like every sent mail; the address leaves no other job
    await forgetMailsTo(tx, account.email);
    await enqueueMail(
      tx,
      { to: account.email, ...accountDeletedMail({ firstName: account.first_name, publicUrl }) },
      `account-deleted:${userId}`,
    );
  });
}
