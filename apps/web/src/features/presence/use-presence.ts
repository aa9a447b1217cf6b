import { useEffect, useMemo, useState } from 'react';
import { liveConnection, trpcClient } from '../../app/app-clients';
import { useConnectionState } from '../chat/connection/use-connection-state';
import { applyPresence, type PresenceMark, presenceMark, watchKey } from './presence-rules';

const NOBODY: ReadonlySet<string> = new Set();

export interface PresenceView {
  /** False until the server has said who is online, and while the live channel is down. */
  known: boolean;
  markOf(userId: string): PresenceMark;
}

/**
 * Whether members are online anywhere in the app (one presence: a room, a private chat, or only
 * the app open), live over `live.presence`, as their privacy settings and blocks let this member
 * see it. While this member's own channel is not connected every mark is unknown rather than a
 * stale "online"; on reconnect the stream starts over with a fresh list.
 */
export function usePresence(userIds: readonly string[]): PresenceView {
  const key = watchKey(userIds);
  const [state, setState] = useState<{ key: string; online: ReadonlySet<string> } | null>(null);
  const connected = useConnectionState().status === 'connected';
  // The live channel is held while presence is shown (a profile page opens it too).
  useEffect(() => liveConnection.acquire(), []);

  useEffect(() => {
    setState(null);
    if (!key) return;
    let subscription: { unsubscribe(): void } | null = null;
    const stop = () => {
      subscription?.unsubscribe();
      subscription = null;
      setState(null);
    };
    const detach = liveConnection.attach({
      connected: () => {
        stop();
        subscription = trpcClient.live.presence.subscribe(
          { userIds: key.split(',') },
          {
            onData: (update) =>
              setState((now) => ({ key, online: applyPresence(now?.online ?? NOBODY, update) })),
          },
        );
      },
      disconnected: stop,
    });
    return () => {
      detach();
      subscription?.unsubscribe();
    };
  }, [key]);

  const known = connected && state?.key === key;
  const online = state?.online ?? NOBODY;
  return useMemo(
    () => ({ known, markOf: (userId: string) => presenceMark(known, online, userId) }),
    [known, online],
  );
}
