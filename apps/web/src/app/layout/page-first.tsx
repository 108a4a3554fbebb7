import { type ReactNode, Suspense, use, useEffect } from 'react';

/**
 * Form-first hydration (docs/decisions/0014): when the browser takes over a page the server rendered, the
 * page hydrates before the header and footer around it, so its form answers input sooner on a slow phone
 * (issue 31: usable within 1 s of first paint). The header and footer are on screen all along (the
 * server's HTML); only their handlers arrive a moment later, unless the person reaches for them first.
 *
 * React hydrates what lies outside Suspense boundaries in one uninterrupted pass, then the boundaries, in
 * the order they come, in one more. The header comes before the page, so left alone it would take its
 * turn first. Each of the two sits in a boundary of its own and, only during that first hydration, waits
 * for the page: React leaves a boundary that waits as the server's HTML and hydrates it once the wait ends.
 */

/** The layout's parts that must be live before the document is marked ready (READY_ATTRIBUTE). */
export type LayoutPart = 'header' | 'page' | 'footer';

const READY_ATTRIBUTE = 'data-ready';
const EARLY_REACH = ['pointerdown', 'keydown', 'focusin'] as const;

let waiting = false;
let release: () => void = () => {};
let pageLive: Promise<void> = Promise.resolve();
const live = new Set<LayoutPart>();

function endWait() {
  if (!waiting) return;
  waiting = false;
  for (const type of EARLY_REACH) document.removeEventListener(type, onEarlyReach, true);
  release();
}

/**
 * A press, a key or focus in the header or footer before the page is live: the wait ends, so React can
 * hydrate the part at once, as it tries to for the event (the press would be lost on a part still waiting).
 * Capturing on the document runs before React's listeners on the root.
 */
function onEarlyReach(event: Event) {
  if (event.target instanceof Element && event.target.closest('#root header, #root footer')) endWait();
}

/**
 * Called by main.tsx before it hydrates a page the server rendered: the header and footer wait for the
 * page. Not called otherwise (a page rendered in the browser, the server, tests): nothing waits.
 */
export function hydratePageFirst(): void {
  waiting = true;
  pageLive = new Promise((resolve) => {
    release = resolve;
  });
  for (const type of EARLY_REACH) document.addEventListener(type, onEarlyReach, true);
}

/** The page is live (or failed, and shows its error instead): the header and footer may hydrate. */
export function pageSettled(): void {
  endWait();
}

function AfterPage({ children }: { children: ReactNode }) {
  // `waiting` is read first, so a part hydrated synchronously for an early press does not suspend
  if (waiting) use(pageLive);
  return children;
}

/**
 * Marks the document ready (READY_ATTRIBUTE: journeys and the bench wait for it) once the page, the
 * header and the footer are all live, whichever order they hydrated in.
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

/** The header or the footer: hydrated after the page on a server-rendered first load. */
export function AfterPagePart({ part, children }: { part: LayoutPart; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterPage>
        {children}
        <PartLive part={part} />
      </AfterPage>
    </Suspense>
  );
}
