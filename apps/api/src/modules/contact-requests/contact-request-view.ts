import type {
  ContactRequestEvent,
  ContactRequestRow,
  ContactStatus,
  TeamContactAccess,
} from '@angelbridge/contracts';
import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import { iso } from '../../db/iso.js';
import type { ListedRequest, RequestRecord, StoredStatus } from './contact-requests.queries.js';

/** The web route of a pitch's detail page (spec §2). */
export const pitchLink = (pitchId: string) => webPath(webPaths.project, { id: pitchId });

/** Stored → wire (§3): 'deny' is read as 'denied'; anything undecided is 'pending'. */
export function wireStatus(status: StoredStatus): ContactStatus {
  if (status === 'allow') return 'allow';
  if (status === 'deny') return 'denied';
  return 'pending';
}

/** Open: pending, denied, or allowed and running. Withdrawn and expired requests may be made again. */
export function isOpen(request: Pick<RequestRecord, 'status' | 'expired'>): boolean {
  return request.status !== 'withdrawn' && !request.expired;
}

export function toContactRequestRow(row: ListedRequest): ContactRequestRow {
  const r = row.request;
  return {
    contact_id: r.id,
    pitch_id: r.pitchId,
    investor_id: r.investorId,
    first_name: row.firstName,
    last_name: row.lastName,
    name_of_pitch: row.nameOfPitch,
    email: row.email,
    status: wireStatus(r.status),
    created_at: r.requestedAt.toISOString(),
    note: r.note,
    reason: r.reason,
    decided_at: iso(r.decidedAt),
    expires_at: r.status === 'allow' ? iso(r.expiresAt) : null,
    expired: r.expired,
    is_allowed: r.allowed,
    pitch_link: pitchLink(r.pitchId),
  };
}

/** The access answer without contacts; team_data is filled only after allowed-contacts.ts agreed. */
export function toAccess(request: RequestRecord | null): TeamContactAccess {
  if (!request || request.status === 'withdrawn') {
    return { permission_send: false, is_allowed: false, contact_id: null, team_data: [], status: null };
  }
  const { expired } = request;
  return {
    permission_send: !expired,
    is_allowed: request.allowed,
    contact_id: request.id,
    team_data: [],
    status: wireStatus(request.status),
    expired,
    expires_at: request.status === 'allow' ? iso(request.expiresAt) : null,
    note: request.note,
    reason: request.reason,
  };
}

export function toEvent(
  row: {
    event: {
      id: string;
      kind: ContactRequestEvent['event'];
      actorId: string | null;
      note: string | null;
      reason: string | null;
      expiresAt: Date | null;
      createdAt: Date;
    };
    firstName: string | null;
    lastName: string | null;
  },
  investorId: string,
): ContactRequestEvent {
  const { event } = row;
  const actor = event.actorId === null ? 'system' : event.actorId === investorId ? 'investor' : 'owner';
  return {
    _id: event.id,
    event: event.kind,
    actor: event.kind === 'expired' ? 'system' : actor,
    actor_name: row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
    note: event.note,
    reason: event.reason,
    expires_at: iso(event.expiresAt),
    created_at: event.createdAt.toISOString(),
  };
}
