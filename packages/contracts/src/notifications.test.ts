import { describe, expect, it } from 'vitest';
import { messages as m } from './messages.js';
import {
  getNotifications,
  markNotificationsRead,
  NOTIFICATION_PAGE_SIZE,
  notificationEvent,
  updateNotificationSettings,
} from './notifications.js';
import { firstMessage, id, issueList } from './test-helpers.js';

describe('/getNotifications', () => {
  it('pages by seq, sent as numbers or text, 20 by default and at most 100', () => {
    expect(getNotifications.request.parse({})).toEqual({ limit: NOTIFICATION_PAGE_SIZE });
    expect(getNotifications.request.parse({ since: '12', limit: '5' })).toEqual({ since: 12, limit: 5 });
    expect(getNotifications.request.safeParse({ limit: 101 }).success).toBe(false);
    expect(getNotifications.request.safeParse({ before: -1 }).success).toBe(false);
  });
});

describe('/markNotificationsRead', () => {
  it('takes ids or all, and not nothing', () => {
    expect(markNotificationsRead.request.parse({ all: 'true' })).toEqual({ all: true, ids: [] });
    expect(markNotificationsRead.request.parse({ ids: [id(1)] })).toEqual({ all: false, ids: [id(1)] });
    expect(issueList(markNotificationsRead.request, {})).toEqual([['ids', 'Give ids, or all: true.']]);
    expect(firstMessage(markNotificationsRead.request, { ids: ['x'] })).toBe('Invalid notification id.');
    expect(
      firstMessage(markNotificationsRead.request, { ids: Array.from({ length: 101 }, (_, n) => id(n)) }),
    ).toBe(m.notifications.tooMany);
  });
});

describe('/updateNotificationSettings', () => {
  it('changes only the switches it is given, booleans as text too', () => {
    expect(updateNotificationSettings.request.parse({ email_contact_request: 'false' })).toEqual({
      email_contact_request: false,
    });
    expect(updateNotificationSettings.request.safeParse({ email_contact_decision: 'maybe' }).success).toBe(
      false,
    );
  });
});

describe('the stream event', () => {
  it('carries a notification and the unread count', () => {
    const event = {
      notification: {
        _id: id(1),
        seq: 7,
        kind: 'contact_request',
        title: 'New contact request',
        body: 'Ada asked.',
        link: '/pitchrequest',
        contact_id: id(2),
        read: false,
        created_at: '2025-01-01T00:00:00.000Z',
      },
      unread_count: 3,
    };
    expect(notificationEvent.parse(event)).toEqual(event);
  });
});
