import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobHandler } from '../../jobs/index.js';
import { conversationAccessChanged } from './access-changes.js';
import { conversationHooks } from './conversation-hooks.js';
import { faqRoutes } from './faq.routes.js';
import { conversationFeed } from './live-events.js';
import { UNREAD_MESSAGES_JOB, unreadEmailJob } from './unread-emails.js';

/**
 * What the conversations give the rest of the app beside their own calls: the live feed the notification
 * stream carries, the hooks their use cases call in each transaction, the answer to a change of contact
 * access, the FAQ calls, and the job that e-mails unread messages (run by the queue's worker).
 */
export function conversationLiveParts({ db, config }: { db: Db; config: Config }) {
  const emailDelayMs = config.messageEmailDelayMs;
  const jobHandlers: Record<string, JobHandler> = {
    [UNREAD_MESSAGES_JOB]: unreadEmailJob({ db, publicUrl: config.publicUrl, delayMs: emailDelayMs }),
  };
  return {
    feed: conversationFeed(db),
    hooks: conversationHooks({ emailDelayMs }),
    onAccessChange: conversationAccessChanged,
    faqRoutes: faqRoutes({ db, publicUrl: config.publicUrl }),
    jobHandlers,
  };
}
