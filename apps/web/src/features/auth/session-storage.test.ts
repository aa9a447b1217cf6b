import {
  AUTH_CHANGED_EVENT,
  STORAGE_KEY_ACTIVE_ROOM,
  STORAGE_KEY_RECENT_EMOJI,
  STORAGE_KEY_USER,
  type TSessionUser,
} from '@nahbar/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  announceAuthChange,
  clearStoredSession,
  isSessionStorageEvent,
  parseStoredUser,
  readStoredUser,
  type SessionStorageLike,
  writeStoredUser,
} from './session-storage';

function memoryStorage(
  initial: Record<string, string> = {},
): SessionStorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const user: TSessionUser = {
  id: '7d3c2b1a-0000-4000-8000-000000000001',
  username: 'lena_b',
  displayName: 'lena_b',
  gender: 'female',
  age: 29,
  location: 'Graz',
  avatar: null,
  bio: null,
  role: 'user',
  isOnline: true,
  primaryPhoto: null,
  genderPreference: 'all',
  ageMin: 18,
  ageMax: 99,
  locale: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  locationKnown: true,
};

describe('session storage', () => {
  it('round-trips the user under the nahbar_user key', () => {
    const storage = memoryStorage();
    writeStoredUser(storage, user);
    expect(storage.data.has(STORAGE_KEY_USER)).toBe(true);
    expect(readStoredUser(storage)).toEqual(user);
  });

  it('reads nothing when the key is missing', () => {
    expect(readStoredUser(memoryStorage())).toBeNull();
  });

  it('treats broken JSON or an old shape as no user', () => {
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ id: 1, name: 'old' }))).toBeNull();
    expect(parseStoredUser('null')).toBeNull();
  });

  it('clears the user, the active room and the recent emoji on logout, leaving other keys alone', () => {
    const storage = memoryStorage({
      [STORAGE_KEY_USER]: JSON.stringify(user),
      [STORAGE_KEY_ACTIVE_ROOM]: JSON.stringify({ id: 'r1', name: 'Lobby' }),
      [STORAGE_KEY_RECENT_EMOJI]: JSON.stringify(['🍕']),
      'cookie-consent': '{}',
    });
    clearStoredSession(storage);
    expect([...storage.data.keys()]).toEqual(['cookie-consent']);
  });

  it('announces an auth change as the shared event name', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(AUTH_CHANGED_EVENT, listener);
    announceAuthChange(target);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('recognises storage events that touch the session', () => {
    expect(isSessionStorageEvent({ key: STORAGE_KEY_USER })).toBe(true);
    expect(isSessionStorageEvent({ key: null })).toBe(true);
    expect(isSessionStorageEvent({ key: STORAGE_KEY_ACTIVE_ROOM })).toBe(false);
  });
});
