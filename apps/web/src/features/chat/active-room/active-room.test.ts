import { STORAGE_KEY_ACTIVE_ROOM } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { chooseInitialRoom, firstPublicRoom, readSavedRoom, writeSavedRoom } from './active-room';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('active room', () => {
  const rooms = [
    { id: 'secret', isPrivate: true },
    { id: 'lobby', isPrivate: false },
    { id: 'berlin', isPrivate: false },
  ];

  it('stores id and name under the spec key and reads them back', () => {
    const storage = memoryStorage();
    writeSavedRoom(storage, { id: 'lobby', name: 'Lobby' });
    expect(JSON.parse(storage.map.get(STORAGE_KEY_ACTIVE_ROOM) ?? '')).toEqual({
      id: 'lobby',
      name: 'Lobby',
    });
    expect(readSavedRoom(storage)).toEqual({ id: 'lobby', name: 'Lobby' });
    writeSavedRoom(storage, null);
    expect(readSavedRoom(storage)).toBeNull();
    storage.setItem(STORAGE_KEY_ACTIVE_ROOM, 'garbage');
    expect(readSavedRoom(storage)).toBeNull();
  });

  it('opens the route room first, then the saved one, then the first room', () => {
    const saved = { id: 'berlin', name: 'Berlin' };
    expect(chooseInitialRoom({ routeRoomId: 'chat-1', saved, rooms, privateChatIds: ['chat-1'] })).toBe(
      'chat-1',
    );
    expect(chooseInitialRoom({ saved, rooms, privateChatIds: [] })).toBe('berlin');
    expect(chooseInitialRoom({ saved: null, rooms, privateChatIds: [] })).toBe('secret');
  });

  it('passes over rooms that are gone', () => {
    const saved = { id: 'closed-chat', name: 'x' };
    expect(chooseInitialRoom({ routeRoomId: 'nope', saved, rooms, privateChatIds: [] })).toBe('secret');
    expect(chooseInitialRoom({ saved, rooms: [], privateChatIds: [] })).toBeNull();
  });

  it('finds the first public room to fall back to', () => {
    expect(firstPublicRoom(rooms)?.id).toBe('lobby');
    expect(firstPublicRoom([{ id: 'a', isPrivate: true }])).toBeNull();
  });
});
