import { useAgreementLiveUpdates } from '../features/agreements/index';
import { useContactRequestLiveUpdates } from '../features/contact-requests/index';
import { useConversationLiveUpdates } from '../features/conversations/index';
import { LiveConnection } from '../features/notifications/index';

/**
 * A signed-in tab's live stream: its one connection (which keeps the bell's list) and the features that
 * follow it. Loaded after first paint (app/providers.tsx). The listeners subscribe in their effects, which
 * run in the same commit as the connection's, before its ticket can arrive, so no event goes unheard.
 */
export function LiveEvents() {
  useConversationLiveUpdates();
  useContactRequestLiveUpdates();
  useAgreementLiveUpdates();
  return <LiveConnection />;
}
