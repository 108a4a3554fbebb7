import type {
  ConversationReadEvent,
  ConversationStatusEvent,
  MessageEvent,
  NotificationEvent,
} from '@angelbridge/contracts';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

/** What the live stream tells the features that follow it, each event already checked against its contract. */
export interface LiveEventHandlers {
  notification?: (event: NotificationEvent) => void;
  message?: (event: MessageEvent) => void;
  conversation_read?: (event: ConversationReadEvent) => void;
  conversation_status?: (event: ConversationStatusEvent) => void;
  /** The stream is back after a break: what was sent meanwhile must be read again. */
  reconnected?: () => void;
}

type Listener = { current: LiveEventHandlers };

/** Hands each event of the one connection to every feature that listens. */
export class LiveEventBus {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit<K extends keyof LiveEventHandlers>(type: K, ...args: Parameters<NonNullable<LiveEventHandlers[K]>>) {
    for (const listener of this.listeners) {
      const handle = listener.current[type] as ((...a: typeof args) => void) | undefined;
      handle?.(...args);
    }
  }
}

const LiveEventsContext = createContext<LiveEventBus | null>(null);

/**
 * Mounted once in app/providers.tsx, around the whole app: any feature can follow the live stream with
 * useLiveEvents. The connection itself (LiveConnection: a ticket, an EventSource, the contracts' schemas)
 * is mounted separately, for signed-in users only and after first paint, so one tab holds one connection
 * and guests download none of it.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [bus] = useState(() => new LiveEventBus());
  return <LiveEventsContext.Provider value={bus}>{children}</LiveEventsContext.Provider>;
}

/** The app's event bus; null outside LiveEventsProvider (a test rendering one component). */
export function useLiveEventBus(): LiveEventBus | null {
  return useContext(LiveEventsContext);
}

/** Calls the given handlers with the live stream's events while the calling component is mounted. */
export function useLiveEvents(handlers: LiveEventHandlers): void {
  const bus = useLiveEventBus();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => bus?.subscribe(latest), [bus]);
}
