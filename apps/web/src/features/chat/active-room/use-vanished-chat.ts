import type { TPrivateChat, TRoomListItem } from '@nahbar/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import { showToast } from '../../../toasts';
import type { ActiveRoomView } from '../provider/chat-context';
import { firstPublicRoom } from './active-room';

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
  const m = useT();
  // The language may change without the chat vanishing: read it when needed, not as a cause.
  const texts = useRef(m);
  texts.current = m;
  const known = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!lists.loaded) return;
    const now = new Set(lists.privateChats.map((chat) => chat.id));
    const vanished = activeRoom && known.current.has(activeRoom.id) && !now.has(activeRoom.id);
    known.current = now;
    if (!vanished) return;
    const room = firstPublicRoom(lists.rooms);
    selectRoom(room?.id ?? null, room?.name);
    const { chat } = texts.current;
    showToast({ title: chat.chatUnavailable, message: chat.chatUnavailableDetail, tone: 'danger' });
    if (room) showToast({ title: chat.switchedRoom, message: chat.nowChattingIn(room.name) });
  }, [lists, activeRoom, selectRoom]);
}
