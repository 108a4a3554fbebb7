import type { AccountExport, UserProfile } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { certificationHistory } from '../certification/index.js';
import { commitmentsForOtherModules } from '../commitments/index.js';
import { notificationsService } from '../notifications/index.js';
import { loadPitches, toOwnerPitch } from '../pitches/index.js';
import { exportUpdatesOf } from '../updates/index.js';
import { followsOf, pitchViewsOf, reportsOf, savedSearchesOf } from './export-activity.queries.js';
import { contactRequestsOf, conversationsOf, notificationsOf, ownPitchIds } from './export-data.queries.js';

export interface ExportDeps {
  db: Db;
  /** The caller's own profile, as /getUserDetails answers it (profiles' service). */
  loadProfile: (userId: string) => Promise<UserProfile>;
}

/**
 * Everything the account holds, read one part after another (one pooled connection per request). Each
 * part is shaped by the contract's schema on the way out, so a column such as a password hash, or another
 * person's e-mail or phone, cannot reach the file even if a query selected it.
 */
export async function exportAccountData(
  { db, loadProfile }: ExportDeps,
  userId: string,
): Promise<AccountExport> {
  const profile = await loadProfile(userId);
  const pitches = await loadPitches(db, await ownPitchIds(db, userId), toOwnerPitch, userId);
  const contact_requests = await contactRequestsOf(db, userId);
  const conversations = await conversationsOf(db, userId);
  const notifications = await notificationsOf(db, userId);
  const followed_pitches = await followsOf(db, userId);
  const saved_searches = await savedSearchesOf(db, userId);
  const reports_filed = await reportsOf(db, userId);
  const pitch_views = await pitchViewsOf(db, userId);
  const { commitments, lead_offers } = await commitmentsForOtherModules.exportCommitments(db, userId);
  const certifications = await certificationHistory(db, userId);
  const { investor_updates, received_updates } = await exportUpdatesOf(db, userId);
  const settings = { notifications: await notificationsService.readSettings(db, userId) };
  return {
    exported_at: new Date().toISOString(),
    profile,
    pitches,
    contact_requests,
    conversations,
    notifications,
    followed_pitches,
    saved_searches,
    reports_filed,
    pitch_views,
    commitments,
    lead_offers,
    certifications,
    investor_updates,
    received_updates,
    settings,
  };
}

/** The file's name: the service and the day, so repeated downloads sort by date. */
export const exportFileName = (at: string) => `angelbridge-my-data-${at.slice(0, 10)}.json`;
