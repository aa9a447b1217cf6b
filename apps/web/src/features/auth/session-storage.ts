import {
  AUTH_CHANGED_EVENT,
  STORAGE_KEY_ACTIVE_ROOM,
  STORAGE_KEY_RECENT_EMOJI,
  STORAGE_KEY_USER,
  type TSessionUser,
} from '@nahbar/contracts';
import { readSessionUser } from '../../lib/stored-shapes';

/** The slice of `localStorage` the session needs, so tests can pass a plain fake. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The signed-in user as stored for an instant first paint. The stored copy is only a hint (the
 * `auth.me` query is the truth), so anything unreadable or of an older shape counts as no user.
 */
export function parseStoredUser(raw: string | null): TSessionUser | null {
  if (!raw) return null;
  try {
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function readStoredUser(storage: SessionStorageLike): TSessionUser | null {
  return parseStoredUser(storage.getItem(STORAGE_KEY_USER));
}

export function writeStoredUser(storage: SessionStorageLike, user: TSessionUser): void {
  storage.setItem(STORAGE_KEY_USER, JSON.stringify(user));
}

/**
 * What a logout forgets locally (accounts spec §4): the user and the last active room; ours, the
 * recently used emoji too (the next person at a shared computer does not see them).
 */
export function clearStoredSession(storage: SessionStorageLike): void {
  storage.removeItem(STORAGE_KEY_USER);
  storage.removeItem(STORAGE_KEY_ACTIVE_ROOM);
  storage.removeItem(STORAGE_KEY_RECENT_EMOJI);
}

/** Tells every listener in this tab that the signed-in user changed. */
export function announceAuthChange(target: EventTarget): void {
  target.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

/**
 * Whether a `storage` event (fired by other tabs) touches the session: a change of the user
 * key, or `localStorage.clear()`, which arrives with a null key.
 */
export function isSessionStorageEvent(event: Pick<StorageEvent, 'key'>): boolean {
  return event.key === null || event.key === STORAGE_KEY_USER;
}
