import { openPitchDocument } from '@angelbridge/contracts';
import { callApi } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { visitorId } from '../components/pitch-view/pitch-beacon';

/**
 * Opens one document in a new tab. The tab is opened during the click, before the link is asked for,
 * so no popup blocker stops it; it then goes to the link (a signed one, for a locked document). When
 * the browser refused even that, the current tab goes instead. Rejects when the server refuses.
 */
export async function openDocument(pitchId: string, documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await callApi(openPitchDocument, {
      pitch_id: pitchId,
      document_id: documentId,
      ...(getSession().signedIn ? {} : { visitor_id: visitorId() }),
    });
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
