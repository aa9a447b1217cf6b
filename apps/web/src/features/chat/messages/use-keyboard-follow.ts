import { useEffect, useRef } from 'react';
import { isKeyboardOpen } from './scroll-rules';

/**
 * Calls `onOpen` when the on-screen keyboard opens (chat spec §4: the visible height drops
 * below 75 % of where it started), so the newest messages stay in sight above it.
 */
export function useKeyboardFollow(onOpen: () => void): void {
  const callback = useRef(onOpen);
  callback.current = onOpen;

  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const original = viewport.height;
    let open = false;
    const onResize = () => {
      const next = isKeyboardOpen(viewport.height, original);
      if (next && !open) callback.current();
      open = next;
    };
    viewport.addEventListener('resize', onResize);
    return () => viewport.removeEventListener('resize', onResize);
  }, []);
}
