import { STORAGE_KEY_ACTIVE_ROOM } from '@nahbar/contracts';

/** The active room as kept locally (chat spec §3): id and name. */
interface SavedRoom {
  id: string;
  name: string;
}

type RoomStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSavedRoom(storage: RoomStorage): SavedRoom | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY_ACTIVE_ROOM) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, name } = parsed as Record<string, unknown>;
    return typeof id === 'string' && id !== '' ? { id, name: typeof name === 'string' ? name : '' } : null;
  } catch {
    return null;
  }
}

export function writeSavedRoom(storage: RoomStorage, room: SavedRoom | null): void {
  try {
    if (room) storage.setItem(STORAGE_KEY_ACTIVE_ROOM, JSON.stringify(room));
    else storage.removeItem(STORAGE_KEY_ACTIVE_ROOM);
  } catch {
    // Without storage the choice only lasts until the next reload.
  }
}

interface RoomLike {
  id: string;
  isPrivate: boolean;
}

interface RoomChoiceInput {
  /** From `/chat/{roomId}` (a notification click). */
  routeRoomId?: string | null;
  saved: SavedRoom | null;
  rooms: readonly RoomLike[];
  privateChatIds: readonly string[];
}

/**
 * Which room opens (chat spec §4): the one the address names, else the saved one, else the
 * first room; a room the user can no longer see (a closed private chat) is passed over.
 */
export function chooseInitialRoom({
  routeRoomId,
  saved,
  rooms,
  privateChatIds,
}: RoomChoiceInput): string | null {
  const known = (id: string | null | undefined): id is string =>
    !!id && (rooms.some((room) => room.id === id) || privateChatIds.includes(id));
  if (known(routeRoomId)) return routeRoomId;
  if (known(saved?.id)) return saved?.id ?? null;
  return rooms[0]?.id ?? null;
}

/** Where to go when the active private chat closes (chat spec §4): the first public room, or none. */
export function firstPublicRoom<T extends RoomLike>(rooms: readonly T[]): T | null {
  return rooms.find((room) => !room.isPrivate) ?? null;
}
