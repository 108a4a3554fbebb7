import { messages, type Pitch } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import type { SessionBinding } from '../../http/session-binding.js';
import { mayInvestorSeePitchContacts } from '../contact-requests/index.js';
import { recordEvent } from '../insights/index.js';
import { findOwnedPitch, isPublicPitch, loadPitches, maySeePitch, toOwnerPitch } from '../pitches/index.js';
import type { DataRoomLinks, LinkCheck } from './data-room.links.js';
import { type DataRoomDocument, findDataRoomDocument, setDocumentLocked } from './data-room.queries.js';

const m = messages.dataRoom;

const documentNotFound = () => new AppError('NOT_FOUND', m.documentNotFound);

/**
 * The one rule of who may open a locked document: its owner, and an investor whose contact request for
 * the pitch is allowed and unexpired while the pitch is public (the contact-requests module's rule,
 * asked rather than copied). A public document is open to whoever may see the pitch.
 */
async function mayOpen(db: Db, document: DataRoomDocument, viewerId: string | undefined): Promise<boolean> {
  if (viewerId !== undefined && viewerId === document.ownerId) return true;
  if (!isPublicPitch(document)) return false;
  if (!document.locked) return true;
  return mayInvestorSeePitchContacts(db, viewerId, document.pitchId);
}

const LINK_REFUSALS: Record<Exclude<LinkCheck, { ok: true }>['reason'], string> = {
  invalid: m.linkInvalid,
  expired: m.linkExpired,
  another_viewer: m.linkForAnother,
};

export function dataRoomService(db: Db, links: DataRoomLinks, sessions: SessionBinding) {
  return {
    /** /setPitchDocumentAccess: the owner's pitch with the document locked or made public. */
    async setAccess(ownerId: string, pitchId: string, documentId: string, locked: boolean): Promise<Pitch> {
      if (!(await findOwnedPitch(db, pitchId, ownerId))) {
        throw new AppError('NOT_FOUND', messages.server.pitchNotFound);
      }
      if (!(await setDocumentLocked(db, pitchId, documentId, locked))) throw documentNotFound();
      const [pitch] = await loadPitches(db, [pitchId], toOwnerPitch, ownerId);
      if (!pitch) throw new AppError('NOT_FOUND', messages.server.pitchNotFound);
      return pitch;
    },

    /**
     * /openPitchDocument: the URL to open, recorded as an open (not the owner's own: those are not
     * engagement). A locked document gets a fresh signed link bound to the caller.
     */
    async open(caller: Caller | null, input: { pitch_id: string; document_id: string; visitor_id?: string }) {
      const viewerId = caller?.userId;
      const document = await findDataRoomDocument(db, input.document_id, input.pitch_id);
      // a pitch the caller may not see hides its documents too, as if they did not exist
      if (!document || !maySeePitch(document, viewerId)) throw documentNotFound();
      if (!(await mayOpen(db, document, viewerId))) throw new AppError('FORBIDDEN', m.approvedOnly);
      const isOwner = viewerId === document.ownerId;
      const visitorId = viewerId ? null : (input.visitor_id ?? null);
      // a guest's open is counted by their browser id; without one there is nobody to count
      if (!isOwner && (viewerId || visitorId)) {
        await recordEvent(db, {
          pitchId: document.pitchId,
          kind: 'document_open',
          viewerId: viewerId ?? null,
          visitorId,
          documentId: document.id,
        });
      }
      if (!document.locked) return { url: document.url, expires_at: null, viewerId: null };
      // mayOpen let a locked document through, so there is a signed-in caller
      if (!viewerId) throw new AppError('FORBIDDEN', m.approvedOnly);
      const link = links.sign(document.id, viewerId);
      return { url: link.url, expires_at: link.expiresAt.toISOString(), viewerId };
    },

    /**
     * A signed link being served: the link must be genuine, unexpired and this browser's, and the
     * person it was made for must still have access now (a revoke or an expiry locks it at once).
     */
    async resolveLink(token: string, binding: string | undefined): Promise<DataRoomDocument> {
      const check = await links.verifyBound(sessions, token, binding);
      if (!check.ok) {
        throw new AppError(
          check.reason === 'invalid' ? 'NOT_FOUND' : 'FORBIDDEN',
          LINK_REFUSALS[check.reason],
        );
      }
      const document = await findDataRoomDocument(db, check.claims.id);
      if (!document) throw documentNotFound();
      if (!(await mayOpen(db, document, check.claims.viewerId)))
        throw new AppError('FORBIDDEN', m.accessEnded);
      return document;
    },
  };
}

export type DataRoomService = ReturnType<typeof dataRoomService>;
