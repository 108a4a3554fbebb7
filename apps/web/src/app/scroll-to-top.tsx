import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** §2: a new path starts at the top; query and hash changes keep the scroll position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
