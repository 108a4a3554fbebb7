import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** §2, §9: the page's sections need a moment to lay out before a hash can find its place. */
export const HASH_SCROLL_DELAY_MS = 100;
/** A section that arrives with a later chunk is still worth waiting for, but not forever. */
const WAIT_FOR_SECTION_MS = 5000;

function scrollTo(target: Element) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Scrolls to the section a hash (/#features, /#why, /#success-stories) names, 100 ms after navigation.
 * A section that is not on the page yet (it loads with the lower part of the page) is scrolled to as soon
 * as it appears.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a repeated click on the same hash is a new key.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (target) {
        scrollTo(target);
        return;
      }
      observer = new MutationObserver(() => {
        const late = document.getElementById(id);
        if (!late) return;
        observer?.disconnect();
        scrollTo(late);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), WAIT_FOR_SECTION_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [hash, key]);
}
