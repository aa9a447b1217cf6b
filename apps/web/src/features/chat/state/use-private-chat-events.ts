import { useEffect, useRef } from 'react';
import { liveConnection, trpcClient } from '../../../lib/app-clients';
import type { PrivateChatEvent } from '../rules/private-chat-events';

/**
 * The user's own live events (private chat requests and closures) on every connection of the
 * channel. Notifications travel here too; their screen handles them.
 */
export function usePrivateChatEvents(onEvent: (event: PrivateChatEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    let subscription: { unsubscribe(): void } | null = null;
    const detach = liveConnection.attach({
      connected: () => {
        subscription?.unsubscribe();
        subscription = trpcClient.live.user.subscribe(undefined, {
          onData: (event) => {
            if (event.type === 'private_chat_request' || event.type === 'private_chat_closed')
              handler.current(event);
          },
        });
      },
      disconnected: () => {
        subscription?.unsubscribe();
        subscription = null;
      },
    });
    return () => {
      detach();
      subscription?.unsubscribe();
    };
  }, []);
}
