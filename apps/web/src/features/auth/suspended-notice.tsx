import { Alert } from '@mantine/core';
import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../components/lazy-dialog';
import { useT } from '../../i18n';
import { WITHOUT_DETAILS } from './suspension-marker';

/**
 * Kept for the tab's life (sessionStorage): a reload of the sign-in screen still says why. The
 * value is the ban's details as JSON, or WITHOUT_DETAILS when a live ban named none; the ban
 * screen's own chunk reads it (stored-suspension.ts).
 */
const KEY = 'nahbar_suspended';
const listeners = new Set<() => void>();
/** What was last written: it stands in while storage refuses (private mode), for the page's life. */
let memory: string | null = null;

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) ?? memory;
  } catch {
    return memory;
  }
}

function write(value: string | null): void {
  memory = value;
  try {
    if (value === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, value);
  } catch {
    // Storage refused: `memory` holds it.
  }
  for (const listener of [...listeners]) listener();
}

/** The live channel was closed because a moderator banned the member (close code 4003). */
export function markSuspended(): void {
  write(WITHOUT_DETAILS);
}

/**
 * A sign-in was refused for a ban: the server named its reason and end (issue 32), kept as it
 * sent them; the ban screen checks their shape when it reads them.
 */
export function markBanned(details: object): void {
  write(JSON.stringify(details));
}

/** A successful sign-in clears the notice. */
export function clearSuspended(): void {
  write(null);
}

// Its own chunk: the reason, the end and the operators' contact, with texts of a later area.
const BanPanel = lazyComponent(() => import('./ban-panel').then((module) => module.BanPanel));

/**
 * 'Account Suspended' (accounts spec §1, §8) above the sign-in form, after a ban refused a
 * sign-in or ended the member's session while they were chatting: why, until when and how to
 * reach the operators (issue 32); the spec's words while that part loads.
 */
export function SuspendedNotice() {
  const m = useT();
  const stored = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
  if (stored === null) return null;
  return (
    <Suspense
      fallback={
        <Alert color="red" variant="light" title={m.auth.accountSuspended} role="alert" mb="md">
          {m.auth.accountSuspendedFallback}
        </Alert>
      }
    >
      <BanPanel stored={stored} />
    </Suspense>
  );
}
