import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { overflowCues, scrollLeftForStep, scrollLeftToShow } from './tab-overflow';

const NONE = { start: false, end: false };

/**
 * Follows a sideways-scrolling tab strip: which ends have tabs out of sight (as the member
 * scrolls and as the strip's width changes), the open tab brought into sight, and a step
 * either way for the cues. A strip whose tabs all fit has no cues.
 */
export function useTabOverflow(active: string | undefined) {
  const listRef = useRef<HTMLDivElement>(null);
  const [cues, setCues] = useState(NONE);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setCues((before) => {
        const next = overflowCues(list);
        return next.start === before.start && next.end === before.end ? before : next;
      });
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  // Before the paint: a deep link to the last tab never shows the strip at its start first.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab || active === undefined) return;
    list.scrollLeft = scrollLeftToShow(tab, list);
  }, [active]);

  const step = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    list.scrollTo({ left: scrollLeftForStep(direction, tabs, list), behavior: 'smooth' });
  };

  return { listRef, cues, step };
}
