import { STORAGE_KEY_RECENT_EMOJI } from '@nahbar/contracts';

/** Where the picker keeps the member's recently used emoji (this browser only). */
export const RECENT_EMOJI_KEY = STORAGE_KEY_RECENT_EMOJI;
/** Two rows of the picker's eight columns. */
export const RECENT_EMOJI_MAX = 16;

type RecentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The list after a pick: the emoji first, each one once, at most RECENT_EMOJI_MAX. */
export function withRecent(recent: readonly string[], emoji: string): string[] {
  return [emoji, ...recent.filter((other) => other !== emoji)].slice(0, RECENT_EMOJI_MAX);
}

/**
 * The stored list, most recent first; an unreadable or foreign value counts as none, and only
 * emoji the picker offers are kept (a list from an older picker may hold others).
 */
export function readRecent(storage: RecentStorage, offered: ReadonlySet<string>): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_EMOJI_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    const kept = value.filter((item): item is string => typeof item === 'string' && offered.has(item));
    return [...new Set(kept)].slice(0, RECENT_EMOJI_MAX);
  } catch {
    return [];
  }
}

/** Stores the list; a full or refused storage (private mode) only loses the memory. */
export function writeRecent(storage: RecentStorage, recent: readonly string[]): void {
  try {
    storage.setItem(RECENT_EMOJI_KEY, JSON.stringify(recent));
  } catch {
    // Nothing to do: the list still holds for this visit.
  }
}
