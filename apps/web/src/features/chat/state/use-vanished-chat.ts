import { TEXT, type TPrivateChat, type TRoomListItem } from '@nahbar/contracts';
import { useEffect, useRef } from 'react';
import { firstPublicRoom } from '../rules/active-room';
import type { ActiveRoomView } from './chat-context';
import { showToast } from './chat-toasts';

/**
 * Leaves an open private chat that the refreshed lists no longer have: it was closed while
 * the closure event could not arrive (offline, another device). The move is the same as on
 * the event (chat spec §4).
 */
export function useVanishedChat(
  lists: { rooms: readonly TRoomListItem[]; privateChats: readonly TPrivateChat[]; loaded: boolean },
  activeRoom: ActiveRoomView | null,
  selectRoom: (roomId: string | null, name?: string) => void,
): void {
  const known = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!lists.loaded) return;
    const now = new Set(lists.privateChats.map((chat) => chat.id));
    const vanished = activeRoom && known.current.has(activeRoom.id) && !now.has(activeRoom.id);
    known.current = now;
    if (!vanished) return;
    const room = firstPublicRoom(lists.rooms);
    selectRoom(room?.id ?? null, room?.name);
    showToast({ title: TEXT.chat.chatUnavailable, message: TEXT.chat.chatUnavailableDetail, tone: 'danger' });
    if (room) showToast({ title: TEXT.chat.switchedRoom, message: TEXT.chat.nowChattingIn(room.name) });
  }, [lists, activeRoom, selectRoom]);
}
