import { calls } from '@angelbridge/contracts/calls';
import { callApi } from '../../../lib/api-client';

/**
 * The link one document is served at: signed for a few minutes, for this person, for a locked one.
 * Only signed-in people (the owner, allowed investors) get here; the server records the open.
 */
export async function documentLink(pitchId: string, documentId: string): Promise<string> {
  const { url } = await callApi(calls.openPitchDocument, { pitch_id: pitchId, document_id: documentId });
  return url;
}

/**
 * Opens one PDF in a new tab (images open in the page's viewer instead, docs/spec-notes.md). The tab is
 * opened during the click, before the link is asked for, so no popup blocker stops it; it then goes to
 * the link. When the browser refused even that, the current tab goes instead. Rejects when the server
 * refuses.
 */
export async function openDocument(pitchId: string, documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await documentLink(pitchId, documentId);
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
