import { useCallback, useEffect, useRef } from 'react';
import type { RoomFeed } from '../feed/room-feed';
import { isNearBottom, type ScrollMetrics, shouldLoadOlder } from './scroll-rules';

/** After a jump to a message the list retries when its items change: no older pages meanwhile. */
const JUMP_SETTLE_MS = 500;

function metricsOf(element: HTMLElement): ScrollMetrics {
  return {
    scrollTop: element.scrollTop,
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  };
}

/**
 * Watches the list's scroller with the rules of chat spec §4: remembers whether the reader is
 * within 150 px of the bottom (for following new messages) and loads older pages within 50 px
 * of the top, or at once when the list is too short to scroll.
 */
export function useScrollControl(feed: RoomFeed | null) {
  const scroller = useRef<HTMLElement | null>(null);
  const nearBottom = useRef(true);
  // The list opens at the bottom; until it has got there, a position near the top is only the
  // list finding its feet, not a reader asking for older messages.
  const settled = useRef(false);
  const quietUntil = useRef(0);

  useEffect(() => {
    if (!feed) return;
    settled.current = false;
    nearBottom.current = true;
  }, [feed]);

  const checkTop = useCallback(() => {
    const element = scroller.current;
    const state = feed?.getState();
    if (!settled.current || performance.now() < quietUntil.current) return;
    if (element && state && shouldLoadOlder(metricsOf(element), state)) void feed?.loadOlder();
  }, [feed]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    nearBottom.current = isNearBottom(metricsOf(element));
    if (nearBottom.current) settled.current = true;
    checkTop();
  }, [checkTop]);

  const setScroller = useCallback(
    (element: HTMLElement | null) => {
      scroller.current?.removeEventListener('scroll', onScroll);
      scroller.current = element;
      scroller.current?.addEventListener('scroll', onScroll, { passive: true });
    },
    [onScroll],
  );

  /**
   * The rows or the screen changed size. A list standing at the bottom has found its feet; one
   * too short to scroll never fires a scroll event, so once it fits it asks for older pages itself.
   */
  const onLayout = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const metrics = metricsOf(element);
    if (isNearBottom(metrics)) settled.current = true;
    if (metrics.scrollHeight <= metrics.clientHeight) checkTop();
  }, [checkTop]);

  /**
   * The list is moved to a message on purpose (a search result): the reader is no longer at the
   * bottom, even before the scroll event says so. Else the list, still following the newest
   * message, takes the remeasuring of the messages around the target for growth at the bottom
   * and goes back down there.
   */
  const jumped = useCallback(() => {
    nearBottom.current = false;
    settled.current = true;
    quietUntil.current = performance.now() + JUMP_SETTLE_MS;
  }, []);

  /** Where the list stands after a jump, whether or not it moved (a target already on screen). */
  const recheck = useCallback(() => {
    if (scroller.current) nearBottom.current = isNearBottom(metricsOf(scroller.current));
  }, []);

  return { nearBottom, setScroller, onLayout, jumped, recheck };
}
