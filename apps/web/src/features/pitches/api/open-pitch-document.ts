import { calls } from '@angelbridge/contracts/calls';
import { callApi } from '../../../lib/api-client';

/**
 * Opens one document in a new tab. The tab is opened during the click, before the link is asked for,
 * so no popup blocker stops it; it then goes to the link (a signed one, for a locked document). When
 * the browser refused even that, the current tab goes instead. Rejects when the server refuses.
 */
export async function openDocument(pitchId: string, documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    // Only signed-in people (the owner, allowed investors) get here; the server records the open.
    const { url } = await callApi(calls.openPitchDocument, { pitch_id: pitchId, document_id: documentId });
    if (!tab) {
      window.location.assign(url);
      return;
    }
    // The document must not be able to reach back into this page.
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
