import {
  type ContactDecision,
  type ContactExpiryDays,
  type ContactRequestEvent,
  type ContactRequestRow,
  messages,
  type TeamContactAccess,
  type UserType,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { recordEvent } from '../insights/events.queries.js';
import { loadPitches, toPublicPitch } from '../pitches/pitch-view.js';
import { isPublicPitch } from '../pitches/pitch-visibility.js';
import { inTransaction } from '../pitches/pitches.queries.js';
import { mayInvestorSeePitchContacts } from './contact-access.js';
import { contactNotices } from './contact-request-notices.js';
import { isOpen, toAccess, toContactRequestRow, toEvent } from './contact-request-view.js';
import {
  addEvent,
  byId,
  byInvestor,
  byOwner,
  countRequestsSince,
  findPitch,
  findRequest,
  findRequestOf,
  insertRequest,
  listRequests,
  lockRequest,
  lockRequestOf,
  recordExpiries,
  requestHistory,
  teamContacts,
  unlockedSince,
  updateRequest,
} from './contact-requests.queries.js';

const m = messages;

/** New requests (first or again) per investor per hour: each one e-mails an owner. */
export const REQUESTS_PER_HOUR = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ContactRequestsDeps {
  db: Db;
  /** Absolute base of the web app, for links in e-mails. */
  publicUrl: string;
}

export interface Viewer {
  userId: string;
  userType: UserType;
}

export function contactRequestsService({ db, publicUrl }: ContactRequestsDeps) {
  const notices = contactNotices({ publicUrl });

  async function visiblePitch(pitchId: string) {
    const pitch = await findPitch(db, pitchId);
    if (!pitch || !isPublicPitch(pitch)) throw new AppError('NOT_FOUND', m.server.pitchNotFound);
    return pitch;
  }

  async function accessOf(investorId: string, pitchId: string): Promise<TeamContactAccess> {
    await visiblePitch(pitchId);
    const request = await findRequestOf(db, investorId, pitchId);
    if (request) await recordExpiries(db, { contactId: request.id });
    const access = toAccess(request);
    if (await mayInvestorSeePitchContacts(db, investorId, pitchId)) {
      access.team_data = (await teamContacts(db, pitchId)).map((member) => ({
        name: member.name,
        position: member.position,
        email: member.email,
        mobile_number: member.mobileNumber,
        linkedin_profile: member.linkedinProfile ?? '',
        photo: member.photo,
      }));
    } else {
      access.is_allowed = false;
    }
    return access;
  }

  async function rowOf(contactId: string): Promise<ContactRequestRow> {
    const [row] = await listRequests(db, byId(contactId));
    if (!row) throw new AppError('NOT_FOUND', m.server.contactRequestNotFound);
    return toContactRequestRow(row);
  }

  return {
    teamAccess: accessOf,

    /** Returns the request's id, and whether it is a new request (false: the open one already there). */
    async request(investorId: string, pitchId: string, note: string | undefined) {
      const pitch = await visiblePitch(pitchId);
      const result = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const fresh = await insertRequest(tx, investorId, pitchId, note ?? null);
        let id: string;
        if (fresh) {
          id = fresh.id;
        } else {
          const existing = await lockRequestOf(tx, investorId, pitchId);
          if (!existing) throw new Error('contact request neither inserted nor found');
          if (isOpen(existing)) return { id: existing.id, created: false };
          id = existing.id;
          await updateRequest(tx, id, {
            status: 'pending',
            note: note ?? null,
            reason: null,
            expiresAt: null,
            expiryRecordedAt: null,
            decidedAt: null,
            requestedAt: new Date(),
          });
        }
        // checked inside the transaction, after the open-request answer: asking again is never limited
        const recent = await countRequestsSince(tx, investorId, new Date(Date.now() - DAY_MS / 24));
        if (recent >= REQUESTS_PER_HOUR) {
          throw new AppError('TOO_MANY_REQUESTS', m.contactRequests.tooManyRequests, { retryAfter: 3600 });
        }
        await addEvent(tx, {
          contactRequestId: id,
          kind: 'requested',
          actorId: investorId,
          note: note ?? null,
        });
        // the founder's insights count it in the funnel (views → requests → allowed)
        await recordEvent(tx, { pitchId, kind: 'contact_request', viewerId: investorId, visitorId: null });
        await notices.requested(tx, { contactId: id, investorId, pitch, note: note ?? null });
        return { id, created: true };
      });
      return result;
    },

    async withdraw(investorId: string, pitchId: string, contactId: string): Promise<void> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const found = await lockRequest(tx, contactId);
        const request = found?.request;
        if (!found || !request || request.investorId !== investorId || request.pitchId !== pitchId) {
          throw new AppError('NOT_FOUND', m.server.contactRequestNotFound);
        }
        if (request.status === 'withdrawn') return;
        if (request.status === 'deny')
          throw new AppError('CONFLICT', m.contactRequests.deniedCannotBeWithdrawn);
        await updateRequest(tx, contactId, { status: 'withdrawn', expiresAt: null, expiryRecordedAt: null });
        await addEvent(tx, { contactRequestId: contactId, kind: 'withdrawn', actorId: investorId });
        await notices.withdrawn(tx, {
          contactId,
          investorId,
          ownerId: found.ownerId,
          pitchName: found.nameOfPitch,
        });
      });
    },

    /** Owners: requests for their pitches. Investors: their own requests, with each pitch's card. */
    async list(viewer: Viewer, pitchId: string | undefined): Promise<ContactRequestRow[]> {
      if (viewer.userType === 'entrepreneur') {
        if (pitchId) {
          const pitch = await findPitch(db, pitchId);
          if (!pitch || pitch.ownerId !== viewer.userId)
            throw new AppError('NOT_FOUND', m.server.pitchNotFound);
        }
        await recordExpiries(db, { ownerId: viewer.userId });
        return (await listRequests(db, byOwner(viewer.userId, pitchId))).map(toContactRequestRow);
      }
      await recordExpiries(db, { investorId: viewer.userId });
      const rows = await listRequests(db, byInvestor(viewer.userId, pitchId));
      const visible = rows
        .filter((row) => isPublicPitch({ isHidden: row.pitchIsHidden, draft: row.pitchDraft }))
        .map((row) => row.request.pitchId);
      const cards = new Map(
        (await loadPitches(db, visible, toPublicPitch)).map((p) => [
          p._id,
          { short_summary: p.short_summary, highlight: p.highlight, target: p.target, img: p.img },
        ]),
      );
      return rows.map((row) => ({
        ...toContactRequestRow(row),
        pitch: cards.get(row.request.pitchId) ?? null,
      }));
    },

    async decide(
      ownerId: string,
      input: {
        contact_id: string;
        pitch_id: string;
        inventor_id: string;
        status: ContactDecision;
        reason?: string | undefined;
        expires_in_days: ContactExpiryDays | null;
      },
    ): Promise<ContactRequestRow> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const found = await lockRequest(tx, input.contact_id);
        const request = found?.request;
        if (
          !found ||
          !request ||
          found.ownerId !== ownerId ||
          request.pitchId !== input.pitch_id ||
          request.investorId !== input.inventor_id
        ) {
          throw new AppError('NOT_FOUND', m.server.contactRequestNotFound);
        }
        if (request.status === 'withdrawn') {
          throw new AppError('CONFLICT', m.contactRequests.withdrawnCannotBeDecided);
        }
        const allow = input.status === 'allow';
        const now = new Date();
        const expiresAt =
          allow && input.expires_in_days ? new Date(now.getTime() + input.expires_in_days * DAY_MS) : null;
        const reason = input.reason ?? null;
        await updateRequest(tx, request.id, {
          status: allow ? 'allow' : 'deny',
          reason,
          expiresAt,
          expiryRecordedAt: null,
          decidedAt: now,
        });
        await addEvent(tx, {
          contactRequestId: request.id,
          kind: allow ? 'allowed' : 'denied',
          actorId: ownerId,
          reason,
          expiresAt,
        });
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
      return rowOf(input.contact_id);
    },

    /** The owner of the request's pitch, or the request's investor; anyone else is told it does not exist. */
    async history(viewer: Viewer, contactId: string): Promise<ContactRequestEvent[]> {
      const found = await findRequest(db, contactId);
      const request = found?.request;
      const mayRead =
        found &&
        request &&
        (viewer.userType === 'entrepreneur'
          ? found.ownerId === viewer.userId
          : request.investorId === viewer.userId);
      if (!mayRead || !request) throw new AppError('NOT_FOUND', m.server.contactRequestNotFound);
      await recordExpiries(db, { contactId });
      return (await requestHistory(db, contactId)).map((row) => toEvent(row, request.investorId));
    },

    /** 'Unlock Contact Info': written once per allow, then the contacts. */
    async unlock(investorId: string, pitchId: string): Promise<TeamContactAccess> {
      const access = await accessOf(investorId, pitchId);
      if (!access.is_allowed || !access.contact_id) {
        throw new AppError('FORBIDDEN', m.contactRequests.notAllowed);
      }
      const request = await findRequestOf(db, investorId, pitchId);
      const since = request?.decidedAt ?? new Date(0);
      if (!(await unlockedSince(db, access.contact_id, since))) {
        await inTransaction(db, async (tx) => {
          await addEvent(tx, {
            contactRequestId: access.contact_id as string,
            kind: 'contacts_unlocked',
            actorId: investorId,
          });
          await recordEvent(tx, { pitchId, kind: 'contact_unlock', viewerId: investorId, visitorId: null });
        });
      }
      return access;
    },
  };
}

export type ContactRequestsService = ReturnType<typeof contactRequestsService>;
