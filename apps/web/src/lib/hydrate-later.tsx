import {
  type ComponentType,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { LATER_PART, takeTypedValues } from './typed-before-hydration';

/**
 * Parts of a server-rendered page that hydrate after its main form (docs/decisions/0014, issue 31: a
 * guest form usable within 1 s of first paint on a phone): the site's header and footer, and whatever a
 * page puts below its form (the listing under /invest's search box). They are on screen all along (the
 * server's HTML); their handlers arrive a moment later.
 *
 * React leaves every Suspense boundary it meets while hydrating for a later pass, at the lowest
 * priority: a part in a boundary of its own no longer holds up what lies outside it. Its code may load
 * late too (a React.lazy child): the part keeps the server's HTML until the code is here. A press or a key
 * in a part before it is live makes React hydrate it at once if its code is here (the press goes through),
 * as it does for any boundary. In a page the browser renders itself, a part renders like any other child;
 * `fallback` shows while a lazy child loads.
 *
 * The document is marked ready (READY_ATTRIBUTE, which journeys and the bench wait for) once the page and
 * every such part of it are live, whichever order they hydrated in.
 */

const READY_ATTRIBUTE = 'data-ready';

// Until the first page of the visit is ready: after that, nothing waits for readiness any more.
let ready = false;
const expected = new Set<string>(['page']);
const live = new Set<string>();

function partLive(part: string) {
  if (ready) return;
  live.add(part);
  checkReady();
}

function checkReady() {
  if (!ready && [...expected].every((p) => live.has(p))) {
    ready = true;
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
  }
}

/** The page itself is live (the layout's marker, inside the pages' boundary). */
export function usePageLive(): void {
  useEffect(() => partLive('page'), []);
}

function PartLive({ part, root }: { part: string; root: RefObject<HTMLDivElement | null> }) {
  // In the commit that hydrates the part: what was typed into its fields before is handed to its forms.
  useLayoutEffect(() => {
    if (root.current) takeTypedValues(root.current);
  }, [root]);
  useEffect(() => partLive(part), [part]);
  return null;
}

export function HydrateLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const part = useId();
  const root = useRef<HTMLDivElement>(null);
  // A layout effect: registered before any part's or the page's (passive) effect can find all live.
  useLayoutEffect(() => {
    if (ready) return;
    expected.add(part);
    // a part gone before it was live (the visitor went elsewhere) is waited for no longer
    return () => {
      expected.delete(part);
      checkReady();
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {/* display: contents, so the part's elements lay out as the parent's own children */}
      <div ref={root} {...{ [LATER_PART]: '' }} style={{ display: 'contents' }}>
        {children}
      </div>
      <PartLive part={part} root={root} />
    </Suspense>
  );
}

const laterParts: (() => Promise<unknown>)[] = [];

/**
 * A part's own code, in a chunk apart from its page's (put it in a HydrateLater): the browser fetches it
 * when the part's turn to hydrate comes, after the page's form is live, or when a page it renders itself
 * shows the part. The server loads every such part before it renders a page (loadLaterParts), so it renders
 * the part inline, in the page's HTML: a part that suspended there would be sent apart, with an inline
 * script to put it in place, which the content security policy blocks.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  const loadPart = () =>
    load().then((component) => {
      Loaded ??= component;
      return component;
    });
  laterParts.push(loadPart);
  // Set before this resolves (same chain): once the lazy one could render, Part renders Loaded instead.
  const Lazy = lazy(() => loadPart().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at load time, like React.lazy
  function Part(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Part;
}

/** Loads the code of every part the pages loaded so far declare (the server, before it renders one). */
export function loadLaterParts(): Promise<unknown> {
  return Promise.all(laterParts.map((load) => load()));
}
