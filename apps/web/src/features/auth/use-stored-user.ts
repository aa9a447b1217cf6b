import { AUTH_CHANGED_EVENT, STORAGE_KEY_USER, type TSessionUser } from '@nahbar/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { isSessionStorageEvent, parseStoredUser } from './session-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isSessionStorageEvent(event)) onChange();
  };
  window.addEventListener(AUTH_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(AUTH_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The locally stored user, re-read on this tab's auth-changed event and on other tabs' storage
 * changes. The raw string is the snapshot because it compares by value between renders.
 */
export function useStoredUser(): { raw: string | null; user: TSessionUser | null } {
  const raw = useSyncExternalStore(subscribe, () => window.localStorage.getItem(STORAGE_KEY_USER));
  const user = useMemo(() => parseStoredUser(raw), [raw]);
  return { raw, user };
}
