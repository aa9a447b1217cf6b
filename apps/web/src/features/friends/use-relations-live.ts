import { useEffect } from 'react';
import { liveConnection, trpcClient } from '../../app/app-clients';
import { trpc } from '../../lib/trpc';
import { invalidateRelations } from './invalidate-relations';

/**
 * Keeps friends, requests and blocks current: the server sends `relations_changed` to both
 * members whenever a request, friendship or block between them changes, and a reconnect asks
 * again for what may have changed while the channel was down. Holds the live channel, so it
 * works on /friends as well as in the chat. A subscription of its own rather than a share of the
 * chat's private-chat events: the server's user stream is a cheap bus subscription, and this
 * way neither screen depends on the other.
 */
export function useRelationsLive(): void {
  const utils = trpc.useUtils();
  useEffect(() => {
    const release = liveConnection.acquire();
    let subscription: { unsubscribe(): void } | null = null;
    const detach = liveConnection.attach({
      connected: ({ missedSince }) => {
        subscription?.unsubscribe();
        subscription = trpcClient.live.user.subscribe(undefined, {
          onData: (event) => {
            if (event.type === 'relations_changed') void invalidateRelations(utils);
          },
        });
        if (missedSince !== null) void invalidateRelations(utils);
      },
      disconnected: () => {
        subscription?.unsubscribe();
        subscription = null;
      },
    });
    return () => {
      detach();
      subscription?.unsubscribe();
      release();
    };
  }, [utils]);
}
