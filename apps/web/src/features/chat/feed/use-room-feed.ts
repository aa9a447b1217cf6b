import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { liveConnection } from '../../../app/app-clients';
import { RoomFeed, type RoomFeedHooks } from './room-feed';
import type { RoomFeedState } from './room-feed-state';
import { roomFeedApi } from './room-feed-trpc';

/** The active room's feed: a fresh one per room, stopped when the room changes. */
export function useRoomFeed(roomId: string | null, hooks: RoomFeedHooks): RoomFeed | null {
  const [feed, setFeed] = useState<RoomFeed | null>(null);
  // The hooks change with every render; the feed calls whichever are current.
  const current = useRef(hooks);
  current.current = hooks;

  useEffect(() => {
    if (!roomId) {
      setFeed(null);
      return;
    }
    const next = new RoomFeed(roomId, roomFeedApi, liveConnection, {
      onLiveMessage: (message) => current.current.onLiveMessage?.(message),
      onPresence: (event) => current.current.onPresence?.(event),
      onError: (text, error) => current.current.onError?.(text, error),
    });
    next.start();
    setFeed(next);
    return () => next.stop();
  }, [roomId]);

  return feed;
}

const idle = () => () => {};
const nothing = () => null;

/** The feed's state, re-rendering on every change. */
export function useFeedState(feed: RoomFeed | null): RoomFeedState | null {
  return useSyncExternalStore(
    feed ? (listener) => feed.subscribe(listener) : idle,
    feed ? () => feed.getState() : nothing,
  );
}
