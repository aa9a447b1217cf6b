import type { TMessage } from '@nahbar/contracts';
import { useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { SEARCH_TARGET_PARAM } from '../../search/search-target';
import type { RoomFeed } from '../feed/room-feed';
import type { RoomFeedState } from '../feed/room-feed-state';

/** How far back to page for a message a search result points at (50 pages, 1,000 messages). */
const MAX_PAGES = 50;
const HIGHLIGHT_MS = 2500;

/**
 * Brings the message named by `?message=<id>` (a search result) into view: pages back until it
 * is loaded, scrolls to it and marks it for a moment. Returns the id to highlight.
 */
export function useMessageTarget(
  feed: RoomFeed | null,
  /** The feed's state as rendered: the search goes on whenever it changes, not only its items. */
  state: RoomFeedState | null,
  items: readonly TMessage[],
  list: RefObject<VirtuosoHandle | null>,
  /** The list stands where the reader should start: older pages may load on scrolling up. */
  onArrived: () => void,
): string | null {
  const target = useRouterState({
    select: (state) => {
      const value: unknown = (state.location.search as Record<string, unknown>)[SEARCH_TARGET_PARAM];
      return typeof value === 'string' ? value : null;
    },
  });
  const handled = useRef<string | null>(null);
  const pages = useRef(0);
  const [highlight, setHighlight] = useState<string | null>(null);

  // Each target gets its own budget of pages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a new target or room
  useEffect(() => {
    pages.current = 0;
  }, [feed, target]);

  useEffect(() => {
    if (!feed || !state || !target || handled.current === `${feed.roomId}:${target}`) return;
    if (state.roomId !== feed.roomId || state.status !== 'ready' || state.loadingOlder) return;
    const index = items.findIndex((message) => message.id === target);
    if (index >= 0) {
      handled.current = `${feed.roomId}:${target}`;
      // Let the list render the page first, then bring the message to the middle.
      requestAnimationFrame(() => {
        list.current?.scrollToIndex({ index, align: 'center' });
        onArrived();
      });
      setHighlight(target);
      return;
    }
    if (state.hasMore && pages.current < MAX_PAGES) {
      pages.current += 1;
      void feed.loadOlder();
    } else {
      handled.current = `${feed.roomId}:${target}`;
    }
  }, [feed, state, target, items, list, onArrived]);

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  return highlight;
}
