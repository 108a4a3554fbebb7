import { type ComponentType, type ReactNode, useEffect, useReducer, useState } from 'react';

/** Runs `task` once the browser is idle after the first paint; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

export interface DeferredProps {
  /** True when the visitor pressed the stand-in before the real thing arrived: open or focus it. */
  reached?: boolean;
}

type StandIn = (reach: () => void) => ReactNode;

/**
 * A component the first paint does not need (menus, popovers, toasts, the search box): its code is
 * fetched once the browser is idle after the first paint, or at once when the visitor reaches for the
 * stand-in, which looks like the real thing and shows until it arrives. A failed download (offline)
 * keeps the stand-in and is tried again on the next reach.
 */
export function deferred<P extends DeferredProps>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const start = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      () => {
        pending = null;
      },
    );
    return pending;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at load time, like React.lazy
  function Deferred({ standIn, ...props }: Omit<P, 'reached'> & { standIn?: StandIn }) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const [reached, setReached] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      const cancel = whenIdle(() => void start().then(() => live && rerender()));
      return () => {
        live = false;
        cancel();
      };
    }, []);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...(props as unknown as P)} reached={reached} />;
    }
    const reach = () => {
      setReached(true);
      void start().then(rerender);
    };
    return standIn ? standIn(reach) : null;
  }
  return Object.assign(Deferred, { preload: start });
}
