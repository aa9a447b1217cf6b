import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n';

/** Kept for the tab's life (sessionStorage): a reload of the sign-in screen still says why. */
const KEY = 'nahbar_suspended';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function write(suspended: boolean): void {
  try {
    if (suspended) window.sessionStorage.setItem(KEY, '1');
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the notice shows until the page is left.
  }
  for (const listener of [...listeners]) listener();
}

/** The live channel was closed because a moderator banned the member (close code 4003). */
export function markSuspended(): void {
  write(true);
}

/** A successful sign-in clears the notice. */
export function clearSuspended(): void {
  write(false);
}

/**
 * 'Account Suspended' (accounts spec §1, §8) above the sign-in form after a ban ended the
 * member's session while they were chatting.
 */
export function SuspendedNotice() {
  const m = useT();
  const suspended = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  if (!suspended) return null;
  return (
    <Alert color="red" variant="light" title={m.auth.accountSuspended} role="alert" mb="md">
      {m.auth.accountSuspendedFallback}
    </Alert>
  );
}
