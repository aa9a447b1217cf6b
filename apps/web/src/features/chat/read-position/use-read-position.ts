import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { useUserEvents } from '../connection/user-events';
import type { RoomFeed } from '../feed/room-feed';
import { useFeedState } from '../feed/use-room-feed';
import { lastSequenceOf, withRoomRead } from './read-position-rules';

/** A burst of messages is marked read once, not once per message. */
const MARK_READ_DELAY_MS = 600;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Keeps the member's read position in the open room up to date while they can see it: the
 * room's unread badge clears here at once and, through `room_read`, in their other tabs.
 */
export function useReadPosition(feed: RoomFeed | null, roomId: string | null): void {
  const utils = trpc.useUtils();
  const state = useFeedState(feed);
  const visible = usePageVisible();
  const sent = useRef(new Map<string, number>());
  const markRead = trpc.rooms.markRead.useMutation();
  const last = state?.status === 'ready' && state.roomId === roomId ? lastSequenceOf(state.messages) : null;

  const clear = (id: string) =>
    utils.chatData.get.setData(undefined, (data) =>
      data ? { ...data, unread: withRoomRead(data.unread, id) } : data,
    );
  // The effect below runs for a new position, not for each render's new functions.
  const actions = useRef({ clear, mark: markRead.mutate });
  actions.current = { clear, mark: markRead.mutate };

  // What the effect below was last run for: its cleanup tells a newer message in the same room
  // (the burst goes on: wait again) from the reader moving on (another room, the tab hidden).
  const current = useRef({ roomId, visible });
  current.current = { roomId, visible };

  useEffect(() => {
    if (!roomId || last === null || !visible) return;
    if ((sent.current.get(roomId) ?? 0) >= last) return;
    actions.current.clear(roomId);
    let pending = true;
    const mark = () => {
      pending = false;
      sent.current.set(roomId, last);
      actions.current.mark({ roomId, sequenceId: last });
    };
    const timer = setTimeout(mark, MARK_READ_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // The member saw these messages: moving on within the delay still marks them read.
      const movedOn = current.current.roomId !== roomId || !current.current.visible;
      if (pending && movedOn) mark();
    };
  }, [roomId, last, visible]);

  useUserEvents((event) => {
    if (event.type === 'room_read') clear(event.roomId);
  });
}
