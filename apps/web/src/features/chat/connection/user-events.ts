import type { UserEvent } from '@nahbar/contracts';
import { useEffect, useRef } from 'react';
import { liveConnection, trpcClient } from '../../../app/app-clients';

type PrivateEvent = Exclude<UserEvent, { type: 'access_changed' }>;

interface Listener {
  onEvent: (event: PrivateEvent) => void;
  /** The stream listens again (first start or after a reconnect): what came meanwhile is re-read. */
  onStarted?: () => void;
}

const listeners = new Set<Listener>();
let detach: (() => void) | null = null;
let subscription: { unsubscribe(): void } | null = null;

/**
 * One subscription of the member's own live events (the tRPC user stream) for every part of the
 * screen that needs them: private chats, notifications, read positions. It follows the live
 * channel (re-subscribing on every connect) while anyone listens.
 */
function listen(listener: Listener): () => void {
  listeners.add(listener);
  detach ??= liveConnection.attach({
    connected: () => {
      subscription?.unsubscribe();
      subscription = trpcClient.live.user.subscribe(undefined, {
        onStarted: () => {
          for (const one of [...listeners]) one.onStarted?.();
        },
        onData: (event) => {
          for (const one of [...listeners]) one.onEvent(event);
        },
      });
    },
    disconnected: () => {
      subscription?.unsubscribe();
      subscription = null;
    },
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    detach?.();
    detach = null;
    subscription?.unsubscribe();
    subscription = null;
  };
}

/** The member's own live events while the component is mounted; handlers may change freely. */
export function useUserEvents(onEvent: (event: PrivateEvent) => void, onStarted?: () => void): void {
  const current = useRef({ onEvent, onStarted });
  current.current = { onEvent, onStarted };
  useEffect(
    () =>
      listen({
        onEvent: (event) => current.current.onEvent(event),
        onStarted: () => current.current.onStarted?.(),
      }),
    [],
  );
}
