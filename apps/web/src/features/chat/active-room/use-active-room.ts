import type { TPrivateChat, TRoomListItem } from '@nahbar/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActiveRoomView } from '../provider/chat-context';
import { chooseInitialRoom, readSavedRoom, writeSavedRoom } from './active-room';

interface Lists {
  rooms: readonly TRoomListItem[];
  privateChats: readonly TPrivateChat[];
  loaded: boolean;
}

function viewOf(roomId: string, lists: Lists, fallbackName: string): ActiveRoomView {
  const chat = lists.privateChats.find((candidate) => candidate.id === roomId);
  if (chat) {
    return {
      id: roomId,
      name: chat.participant2.displayName,
      isPrivate: true,
      isDirect: true,
      otherUser: chat.participant2,
    };
  }
  const room = lists.rooms.find((candidate) => candidate.id === roomId);
  if (room)
    return { id: roomId, name: room.name, isPrivate: room.isPrivate, isDirect: false, otherUser: null };
  return { id: roomId, name: fallbackName, isPrivate: false, isDirect: false, otherUser: null };
}

/**
 * The active room (chat spec §4): chosen once the lists are in (the address's room, the saved
 * one, else the first), kept locally with its name, and changed by the user or by events.
 */
export function useActiveRoom(lists: Lists, routeRoomId: string | undefined) {
  const [roomId, setRoomId] = useState<string | null>(null);
  const [nameHint, setNameHint] = useState('');
  const chosen = useRef(false);
  const lastRoute = useRef(routeRoomId);

  const selectRoom = useCallback((next: string | null, name = '') => {
    chosen.current = true;
    setRoomId(next);
    setNameHint(name);
  }, []);

  useEffect(() => {
    if (!lists.loaded) return;
    // A later visit to /chat/{roomId} (a notification click) opens that room, too.
    const routeChanged = routeRoomId !== lastRoute.current;
    lastRoute.current = routeRoomId;
    if (chosen.current && !(routeChanged && routeRoomId)) return;
    chosen.current = true;
    setRoomId(
      chooseInitialRoom({
        routeRoomId,
        saved: readSavedRoom(window.localStorage),
        rooms: lists.rooms,
        privateChatIds: lists.privateChats.map((chat) => chat.id),
      }),
    );
  }, [lists, routeRoomId]);

  const activeRoom = useMemo(
    () => (roomId ? viewOf(roomId, lists, nameHint) : null),
    [roomId, lists, nameHint],
  );

  useEffect(() => {
    if (!chosen.current) return;
    writeSavedRoom(window.localStorage, activeRoom ? { id: activeRoom.id, name: activeRoom.name } : null);
  }, [activeRoom]);

  return { activeRoom, selectRoom };
}
