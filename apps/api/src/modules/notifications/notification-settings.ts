import type { NotificationSettings } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import {
  emailPreferences,
  emailsTurnedOff,
  followDelivery,
  setEmailPreference,
  setFollowDelivery,
} from './notifications.queries.js';

type EmailSwitch = Exclude<keyof NotificationSettings, 'follow_notices'>;

/** The e-mail kinds a user can switch off, each with its settings key. */
export const EMAIL_KINDS = {
  contact_request: 'email_contact_request',
  contact_decision: 'email_contact_decision',
  unread_messages: 'email_unread_messages',
  /** Investor updates sent to the person, and a founder's reminder to write one (issue 34). */
  investor_updates: 'email_investor_updates',
} as const satisfies Record<string, EmailSwitch>;
export type EmailKind = keyof typeof EMAIL_KINDS;

export async function readSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const stored = await emailPreferences(db, userId);
  const entries = Object.entries(EMAIL_KINDS).map(([kind, key]) => [key, stored.get(kind) ?? true]);
  return {
    ...(Object.fromEntries(entries) as Record<EmailSwitch, boolean>),
    follow_notices: await followDelivery(db, userId),
  };
}

export async function writeSettings(
  db: Db,
  userId: string,
  changes: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  for (const [kind, key] of Object.entries(EMAIL_KINDS)) {
    const value = changes[key];
    if (value !== undefined) await setEmailPreference(db, userId, kind, value);
  }
  if (changes.follow_notices) await setFollowDelivery(db, userId, changes.follow_notices);
  return readSettings(db, userId);
}

/** Whether this user wants e-mail of this kind: wantEmail's rule, for one. */
export async function wantsEmail(db: Db, userId: string, kind: EmailKind): Promise<boolean> {
  return (await wantEmail(db, [userId]))(userId, kind);
}

/**
 * Whether each of these users wants e-mail of a kind (a kind they never switched is on): one read for
 * many (a batch of notices).
 */
export async function wantEmail(db: Db, userIds: readonly string[]) {
  const off = await emailsTurnedOff(db, userIds);
  return (userId: string, kind: EmailKind) => !off.has(`${userId} ${kind}`);
}
