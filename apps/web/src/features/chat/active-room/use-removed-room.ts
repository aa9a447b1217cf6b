import type { TRoomListItem } from '@nahbar/contracts';
import { useRef } from 'react';
import { useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../toasts';
import { useUserEvents } from '../connection/user-events';
import type { ActiveRoomView } from '../provider/chat-context';
import { firstPublicRoom } from './active-room';

/**
 * An admin deleted a room the member was in (`room_removed`), or the member left it in another
 * tab (`room_left`): the lists drop it at once, and a tab showing it moves to the first public
 * room, with a notice for a deletion.
 */
export function useRemovedRoom(
  rooms: readonly TRoomListItem[],
  activeRoom: ActiveRoomView | null,
  selectRoom: (roomId: string | null, name?: string) => void,
): void {
  const m = useT();
  const utils = trpc.useUtils();
  const latest = useRef({ rooms, activeRoom, selectRoom, m });
  latest.current = { rooms, activeRoom, selectRoom, m };
  useUserEvents((event) => {
    if (event.type !== 'room_removed' && event.type !== 'room_left') return;
    const now = latest.current;
    // Out of the room before the lists change: an open public room one is not in is joined.
    if (now.activeRoom?.id === event.roomId) {
      const next = firstPublicRoom(now.rooms.filter((room) => room.id !== event.roomId));
      now.selectRoom(next?.id ?? null, next?.name);
    }
    void utils.chatData.get.invalidate();
    // The tab that left says so itself (leave-room-dialog.tsx); the others follow quietly.
    if (event.type === 'room_left' || now.activeRoom?.id !== event.roomId) return;
    showToast({
      title: now.m.admin.roomDeletedTitle,
      message: now.m.admin.roomDeletedBody(event.roomName),
      tone: 'danger',
    });
  });
}
