import { type RefObject, useEffect, useState } from 'react';

/** The element the list scrolls in: photos must be near *its* visible part, not the page's. */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Becomes true, once and for good, when the element comes within `marginPx` of the visible
 * part of its scroll container (chat spec §9: photos load lazily with a 100 px margin). The
 * container is the observer's root because a margin on the page's viewport would not reach
 * into a list that clips its own content.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { root: scrollParentOf(element), rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
