import { useEffect } from 'react';
import { sendPitchEvent } from './pitch-beacon';

/** Shorter visits add nothing worth a request to the time on a tab. */
const MIN_REPORTED_MS = 500;

/**
 * Reports the tab on screen: a view as soon as it shows (so it counts even if the time is never sent),
 * then the time it was visible when the visitor switches tab, hides the page or leaves. The server folds
 * both into one view (same viewer and tab within 30 minutes).
 */
export function useTabViews(pitchId: string, tab: number) {
  useEffect(() => {
    let shownAt: number | null = null;
    const show = () => {
      if (shownAt === null) shownAt = performance.now();
    };
    const flush = () => {
      if (shownAt === null) return;
      const ms = performance.now() - shownAt;
      shownAt = null;
      if (ms >= MIN_REPORTED_MS) sendPitchEvent(pitchId, { kind: 'tab_view', tab, duration_ms: ms });
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? flush() : show());

    sendPitchEvent(pitchId, { kind: 'tab_view', tab, duration_ms: 0 });
    if (document.visibilityState !== 'hidden') show();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [pitchId, tab]);
}
