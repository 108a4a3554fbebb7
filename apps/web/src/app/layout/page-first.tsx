import { type ReactNode, Suspense, useEffect } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Form-first hydration (docs/decisions/0014): when the browser takes over a page the server rendered, the
 * page hydrates before the header and footer around it, so its form answers input sooner on a slow phone
 * (issue 31: usable within 1 s of first paint). The header and footer are on screen all along (the
 * server's HTML); their handlers arrive a moment later.
 *
 * React hydrates what lies outside Suspense boundaries in one uninterrupted pass, and leaves each boundary
 * it meets for later, at the lowest priority, all of them in one more pass. The page's boundary is the
 * layout's; the header and footer get one each (AfterPagePart), so the first pass is only the providers
 * and the layout's frame, and the page's boundary is raised above the other two (hydratePageFirst). A
 * press or a key in the header or footer before they are live makes React hydrate that one at once, as
 * it does for any boundary, and the press goes through.
 */

/** The layout's parts that must be live before the document is marked ready. */
export type LayoutPart = 'header' | 'page' | 'footer';

/** What the document gets once its first page is live, header and footer too (journeys and the bench wait for it). */
const READY_ATTRIBUTE = 'data-ready';

const live = new Set<LayoutPart>();

/**
 * Called by main.tsx right after it starts hydrating a page the server rendered: the boundary holding
 * the page (the first element in `main`) hydrates at the default priority, ahead of the header's and the
 * footer's. React's explicit hydration target: queued until the first pass has committed, then raised.
 */
export function hydratePageFirst(root: Root & { unstable_scheduleHydration?: (target: Node) => void }): void {
  const page = document.querySelector('#root main')?.firstElementChild;
  if (page) root.unstable_scheduleHydration?.(page);
}

/**
 * Marks the document ready once the page, the header and the footer are all live, whichever order they
 * hydrated in.
 */
export function useLayoutPartLive(part: LayoutPart): void {
  useEffect(() => {
    live.add(part);
    if (live.size === 3) document.documentElement.setAttribute(READY_ATTRIBUTE, '');
  }, [part]);
}

function PartLive({ part }: { part: LayoutPart }) {
  useLayoutPartLive(part);
  return null;
}

/** The header or the footer: on a server-rendered first load, hydrated after the page. */
export function AfterPagePart({ part, children }: { part: LayoutPart; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <PartLive part={part} />
    </Suspense>
  );
}
