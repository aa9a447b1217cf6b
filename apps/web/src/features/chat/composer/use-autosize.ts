import { type RefObject, useCallback, useEffect, useLayoutEffect } from 'react';

/**
 * Grows a text box with its text up to `maxHeight`, from which on it scrolls; at least one line.
 * Also when the box gets narrower or wider (the lines wrap anew).
 */
export function useAutosize(box: RefObject<HTMLTextAreaElement | null>, text: string, maxHeight: number) {
  const fit = useCallback(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${Math.min(element.scrollHeight + borders, maxHeight)}px`;
  }, [box, maxHeight]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is what changes the height
  useLayoutEffect(fit, [fit, text]);

  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);
}
