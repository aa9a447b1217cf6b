import { useEffect, useMemo, useRef } from 'react';
import { liveConnection, trpcClient } from '../../../app/app-clients';
import { trpc } from '../../../lib/trpc';

/** Activity close together (a lively room) is read back once. */
const REFRESH_DELAY_MS = 400;
/** The most rooms one subscription follows (the server's limit too). */
const ROOMS_FOLLOWED_MAX = 500;

/**
 * Keeps the sidebar's unread counts live: the server tells of new messages in the member's
 * other rooms and chats (`live.activity`), and the counts are read again, blocks and read
 * positions applied there. The open room needs none of it while the page is in view: reading it
 * marks it read. Hidden, it is not being read, and its count belongs in the tab's title.
 */
export function useRoomActivity(roomIds: readonly string[], activeRoomId: string | null): void {
  const utils = trpc.useUtils();
  const active = useRef(activeRoomId);
  active.current = activeRoomId;
  // A new list only when the rooms change, not on every render of the provider.
  const key = [...roomIds].sort().slice(0, ROOMS_FOLLOWED_MAX).join(',');
  const followed = useMemo(() => (key ? key.split(',') : []), [key]);

  useEffect(() => {
    if (followed.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe(): void } | null = null;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void utils.chatData.get.invalidate(), REFRESH_DELAY_MS);
    };
    const detach = liveConnection.attach({
      connected: () => {
        subscription?.unsubscribe();
        // From when the counts on screen were read: what came after is told first (a reconnect too).
        const since = utils.chatData.get.getData()?.asOf;
        subscription = trpcClient.live.activity.subscribe(
          { roomIds: followed, since },
          {
            onData: (activity) => {
              if (activity.roomId !== active.current || document.visibilityState === 'hidden') refresh();
            },
          },
        );
      },
      disconnected: () => {
        subscription?.unsubscribe();
        subscription = null;
      },
    });
    return () => {
      clearTimeout(timer);
      detach();
      subscription?.unsubscribe();
    };
  }, [followed, utils]);
}
