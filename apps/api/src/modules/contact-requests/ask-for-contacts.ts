import { messages } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { isOpen } from './contact-request-view.js';
import {
  addEvent,
  countRequestsInLastHour,
  insertRequest,
  lockRequest,
  lockRequestOf,
  updateRequest,
} from './contact-requests.queries.js';
import { type RequestContext, requestNotFound, visiblePitch } from './request-context.js';
import { grantsAccess } from './request-expiry.js';

const m = messages.contactRequests;

/** New requests (first or again) per investor per hour: each one e-mails an owner. */
export const REQUESTS_PER_HOUR = 20;

/** The investor's request row, new or made again; null when an open request is already there. */
async function newOrRenewed(tx: Db, investorId: string, pitchId: string, note: string | null) {
  const fresh = await insertRequest(tx, investorId, pitchId, note);
  if (fresh) return { id: fresh.id, open: false };
  const existing = await lockRequestOf(tx, investorId, pitchId);
  if (!existing) throw new Error('contact request neither inserted nor found');
  if (isOpen(existing)) return { id: existing.id, open: true };
  await updateRequest(tx, existing.id, {
    status: 'pending',
    note,
    reason: null,
    expiresAt: null,
    expiryRecordedAt: null,
    decidedAt: null,
    requestedAt: sql`now()`,
  });
  return { id: existing.id, open: false };
}

/**
 * An investor asks for a pitch's contacts. Returns the request's id, and whether it is a new request
 * (false: the open one already there; asking again for it is never limited nor announced).
 */
export async function requestContacts(
  { db, notices, recordPitchEvent }: RequestContext,
  investorId: string,
  pitchId: string,
  note: string | null,
) {
  const pitch = await visiblePitch(db, pitchId);
  return inTransaction(db, async (tx) => {
    const { id, open } = await newOrRenewed(tx, investorId, pitchId, note);
    if (open) return { id, created: false };
    if ((await countRequestsInLastHour(tx, investorId)) >= REQUESTS_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', m.tooManyRequests, { retryAfter: 3600 });
    }
    await addEvent(tx, { contactRequestId: id, kind: 'requested', actorId: investorId, note });
    await recordPitchEvent(tx, { pitchId, kind: 'contact_request', viewerId: investorId, visitorId: null });
    await notices.requested(tx, { contactId: id, investorId, pitch, note });
    return { id, created: true };
  });
}

/** The investor takes a request back; a denied one stays (the owner's answer is on record). */
export async function withdrawRequest(
  { db, notices, onAccessChange }: RequestContext,
  investorId: string,
  pitchId: string,
  contactId: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const found = await lockRequest(tx, contactId);
    const request = found?.request;
    if (!found || !request || request.investorId !== investorId || request.pitchId !== pitchId) {
      throw requestNotFound();
    }
    if (request.status === 'withdrawn') return;
    if (request.status === 'deny') throw new AppError('CONFLICT', m.deniedCannotBeWithdrawn);
    const hadAccess = await grantsAccess(tx, contactId);
    await updateRequest(tx, contactId, { status: 'withdrawn', expiresAt: null, expiryRecordedAt: null });
    await addEvent(tx, { contactRequestId: contactId, kind: 'withdrawn', actorId: investorId });
    if (hadAccess) {
      await onAccessChange(tx, {
        contactRequestId: contactId,
        pitchId,
        investorId,
        ownerId: found.ownerId,
        open: false,
      });
    }
    await notices.withdrawn(tx, {
      contactId,
      investorId,
      ownerId: found.ownerId,
      pitchName: found.nameOfPitch,
    });
  });
}
