import { useLayoutEffect, useRef, useState } from 'react';
import { type FloatingParts, requestFloating, useFloatingParts } from './floating-store';

/**
 * For a menu whose target renders alone until its first press: the press loads the floating
 * layer if it is not in yet; once it is, `ready` holds it and the caller mounts the menu around
 * a new target element. That element gets the focus before `onReady` opens the menu, because
 * Mantine notes where focus was as a menu opens, to return it there on close.
 */
export function useMountOnPress(onReady: () => void) {
  const parts = useFloatingParts();
  const [pressed, setPressed] = useState(false);
  const targetRef = useRef<HTMLElement>(null);
  const whenReady = useRef(onReady);
  whenReady.current = onReady;
  const ready: FloatingParts | null = pressed ? parts : null;
  useLayoutEffect(() => {
    if (!ready) return;
    targetRef.current?.focus();
    whenReady.current();
  }, [ready]);
  const press = () => {
    setPressed(true);
    requestFloating();
  };
  return { ready, targetRef, press };
}
