import type { TMessage } from '@nahbar/contracts';
import { useSyncExternalStore } from 'react';

/** What the message box is doing besides writing a new message: answering one, or editing one. */
export type ComposeTarget = { kind: 'reply' | 'edit'; message: TMessage } | null;

let target: ComposeTarget = null;
const listeners = new Set<() => void>();

/** The message menu and the reply shortcut set it; the message box reads and clears it. */
export function setComposeTarget(next: ComposeTarget): void {
  if (next === target) return;
  target = next;
  for (const listener of [...listeners]) listener();
}

export function getComposeTarget(): ComposeTarget {
  return target;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The target while it belongs to `roomId`: another room's never shows in this room's box. */
export function useComposeTarget(roomId: string | null): ComposeTarget {
  const current = useSyncExternalStore(subscribe, getComposeTarget);
  return current && current.message.roomId === roomId ? current : null;
}
