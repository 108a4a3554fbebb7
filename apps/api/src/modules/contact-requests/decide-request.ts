import {
  type ContactDecision,
  type ContactExpiryDays,
  type ContactRequestRow,
  messages,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { toContactRequestRow } from './contact-request-view.js';
import { addEvent, byId, listRequests, lockRequest, updateRequest } from './contact-requests.queries.js';
import { scheduleExpiry } from './expiry-job.js';
import { type RequestContext, requestNotFound } from './request-context.js';
import { grantsAccess } from './request-expiry.js';

export interface Decision {
  contact_id: string;
  pitch_id: string;
  inventor_id: string;
  status: ContactDecision;
  reason?: string | undefined;
  expires_in_days: ContactExpiryDays | null;
}

/**
 * The owner allows or denies a request (again, if they change their mind). An allowance may run for a
 * number of days, counted on the database's clock like its expiry (request-expiry.ts).
 */
export async function decideRequest(
  { db, notices, onAccessChange }: RequestContext,
  ownerId: string,
  input: Decision,
): Promise<ContactRequestRow> {
  await inTransaction(db, async (tx) => {
    const found = await lockRequest(tx, input.contact_id);
    const request = found?.request;
    const matches =
      found?.ownerId === ownerId &&
      request?.pitchId === input.pitch_id &&
      request.investorId === input.inventor_id;
    if (!found || !request || !matches) throw requestNotFound();
    if (request.status === 'withdrawn') {
      throw new AppError('CONFLICT', messages.contactRequests.withdrawnCannotBeDecided);
    }
    const hadAccess = await grantsAccess(tx, request.id);
    const allow = input.status === 'allow';
    const reason = input.reason ?? null;
    const days = allow ? input.expires_in_days : null;
    const { expiresAt } = await updateRequest(tx, request.id, {
      status: allow ? 'allow' : 'deny',
      reason,
      expiresAt: days ? sql`now() + make_interval(days => ${days})` : null,
      expiryRecordedAt: null,
      decidedAt: sql`now()`,
    });
    if (expiresAt) await scheduleExpiry(tx, request.id, new Date(expiresAt));
    const kind = allow ? 'allowed' : 'denied';
    await addEvent(tx, { contactRequestId: request.id, kind, actorId: ownerId, reason, expiresAt });
    // an allow after an allow, or a deny of what had no access, changes no conversation
    if (allow !== hadAccess) {
      await onAccessChange(tx, {
        contactRequestId: request.id,
        pitchId: request.pitchId,
        investorId: request.investorId,
        ownerId,
        open: allow,
      });
    }
    await notices.decided(tx, {
      contactId: request.id,
      investorId: request.investorId,
      pitchId: request.pitchId,
      pitchName: found.nameOfPitch,
      allowed: allow,
      reason,
      expiresAt,
    });
  });
  const [row] = await listRequests(db, byId(input.contact_id));
  if (!row) throw requestNotFound();
  return toContactRequestRow(row);
}
