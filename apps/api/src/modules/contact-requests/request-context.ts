import { messages, type UserType } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { isPublicPitch } from '../pitches/index.js';
import type { OnAccessChange } from './access-change.js';
import type { ContactNotices } from './contact-request-notices.js';
import { findPitch } from './contact-requests.queries.js';

/**
 * Counts a step in the founder's insights funnel (views → requests → allowed → unlocked). The insights
 * module records it; it is handed in (compose.ts), so this module does not reach into that one.
 */
export type RecordPitchEvent = (
  tx: Db,
  event: { pitchId: string; kind: 'contact_request' | 'contact_unlock'; viewerId: string; visitorId: null },
) => Promise<void>;

/** What every contact-request use case works with. */
export interface RequestContext {
  db: Db;
  notices: ContactNotices;
  recordPitchEvent: RecordPitchEvent;
  onAccessChange: OnAccessChange;
}

export interface Viewer {
  userId: string;
  userType: UserType;
}

export const requestNotFound = () => new AppError('NOT_FOUND', messages.server.contactRequestNotFound);

/** The pitch when anyone may see it; otherwise not found, as if it did not exist. */
export async function visiblePitch(db: Db, pitchId: string) {
  const pitch = await findPitch(db, pitchId);
  if (!pitch || !isPublicPitch(pitch)) throw new AppError('NOT_FOUND', messages.server.pitchNotFound);
  return pitch;
}
