import { useEffect, useRef } from 'react';

export interface KeyShortcut {
  /** The key as `KeyboardEvent.key` names it ('k', '?', '/'); letters in either case. */
  key: string;
  /** Ctrl, or Cmd on a Mac: either counts. */
  mod?: boolean;
  /** For letters only: a sign's key already says what Shift made of it. */
  shift?: boolean;
  /** Also while typing in a text field; off by default, so that it never eats a character. */
  inFields?: boolean;
  run: () => void;
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/**
 * The exact combination: no modifier more or less than the shortcut names. Shift counts only for
 * letters: '/' is Shift+7 on a German keyboard and a key of its own on an English one.
 */
export function matchesShortcut(shortcut: KeyShortcut, press: KeyPress): boolean {
  if (press.altKey) return false;
  const isLetter = shortcut.key.toLowerCase() !== shortcut.key.toUpperCase();
  if (isLetter && (shortcut.shift ?? false) !== press.shiftKey) return false;
  const modPressed = press.ctrlKey || press.metaKey;
  if ((shortcut.mod ?? false) !== modPressed) return false;
  return press.key.toLowerCase() === shortcut.key.toLowerCase();
}

function isTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Page-wide keyboard shortcuts, heard on the document while the component is mounted. A
 * matching press is taken (its default prevented) and runs the shortcut.
 */
export function useKeyShortcuts(shortcuts: readonly KeyShortcut[]): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      for (const shortcut of latest.current) {
        if (!matchesShortcut(shortcut, event)) continue;
        if (!shortcut.inFields && isTextField(event.target)) continue;
        event.preventDefault();
        shortcut.run();
      }
    };
    document.documentElement.addEventListener('keydown', onKeyDown);
    return () => document.documentElement.removeEventListener('keydown', onKeyDown);
  }, []);
}
