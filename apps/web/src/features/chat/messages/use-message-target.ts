import type { TMessage } from '@nahbar/contracts';
import { useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { SEARCH_TARGET_PARAM } from '../../search/search-target';
import type { RoomFeed } from '../feed/room-feed';
import type { RoomFeedState } from '../feed/room-feed-state';
import type { MessageScrollerHandle } from './message-scroller';

/** How far back to page for a message a search result points at (50 pages, 1,000 messages). */
const MAX_PAGES = 50;
const HIGHLIGHT_MS = 2500;
/** How long a jump keeps the message in view while the list settles, unless the reader moves. */
const HOLD_MS = 1500;
/** What a reader does to scroll: it ends the hold at once. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function isRendered(messageId: string): boolean {
  return document.querySelector(`article[data-message-id="${CSS.escape(messageId)}"]`) !== null;
}

/**
 * Brings the message to the middle of the list in the frame after its page was rendered, and
 * for a moment afterwards brings it back whenever it has left the page: the list, which stood
 * at the bottom while older pages arrived above, goes on measuring and placing those pages in
 * the frames after the jump, and now and then ended up at the bottom again. The reader's own
 * scrolling ends the hold. Returns a function that ends it.
 */
function holdInView(
  list: RefObject<MessageScrollerHandle | null>,
  /** The message's index in the list as it is now: a page may arrive above it meanwhile. */
  indexOf: () => number,
  messageId: string,
  onArrived: () => void,
  onHeld: () => void,
): () => void {
  const until = performance.now() + HOLD_MS;
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    for (const type of READER_INPUT) window.removeEventListener(type, release, true);
    onHeld();
  };
  for (const type of READER_INPUT) window.addEventListener(type, release, { capture: true, passive: true });
  const jump = () => {
    // First: the list must not take itself for a reader at the bottom following new messages.
    onArrived();
    const index = indexOf();
    if (index >= 0) list.current?.scrollToMessage(index, 'center');
  };
  const watch = () => {
    if (!held) return;
    if (performance.now() > until) return release();
    if (!isRendered(messageId)) jump();
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(() => {
    if (!held) return;
    jump();
    requestAnimationFrame(watch);
  });
  return release;
}

/**
 * Brings the message named by `?message=<id>` (a search result) into view: pages back until it
 * is loaded, scrolls to it and marks it for a moment. Returns the id to highlight.
 */
export function useMessageTarget(
  feed: RoomFeed | null,
  /** The feed's state as rendered: the search goes on whenever it changes, not only its items. */
  state: RoomFeedState | null,
  items: readonly TMessage[],
  list: RefObject<MessageScrollerHandle | null>,
  /** The list stands where the reader should start: older pages may load on scrolling up. */
  onArrived: () => void,
  /** The jump's hold has ended: the list's position is the reader's again. */
  onHeld: () => void,
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
  const holding = useRef<(() => void) | null>(null);
  const latest = useRef(items);
  latest.current = items;

  // A hold ends with its room (or the list).
  // biome-ignore lint/correctness/useExhaustiveDependencies: ends on a new room
  useEffect(() => () => holding.current?.(), [feed]);

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
      holding.current?.();
      holding.current = holdInView(
        list,
        () => latest.current.findIndex(({ id }) => id === target),
        target,
        onArrived,
        onHeld,
      );
      setHighlight(target);
      return;
    }
    if (state.hasMore && pages.current < MAX_PAGES) {
      pages.current += 1;
      void feed.loadOlder();
    } else {
      handled.current = `${feed.roomId}:${target}`;
    }
  }, [feed, state, target, items, list, onArrived, onHeld]);

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  return highlight;
}
