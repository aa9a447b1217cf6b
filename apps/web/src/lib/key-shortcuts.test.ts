import { describe, expect, it } from 'vitest';
import { type KeyShortcut, matchesShortcut } from './key-shortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});
const run = () => undefined;

describe('matchesShortcut', () => {
  const search: KeyShortcut = { key: 'k', mod: true, run };
  const help: KeyShortcut = { key: '?', run };
  const capital: KeyShortcut = { key: 'n', shift: true, run };
  const slash: KeyShortcut = { key: '/', run };

  it('takes Ctrl or Cmd for mod, in either case of the letter', () => {
    expect(matchesShortcut(search, press('k', { ctrlKey: true }))).toBe(true);
    expect(matchesShortcut(search, press('k', { metaKey: true }))).toBe(true);
    expect(matchesShortcut(search, press('K', { ctrlKey: true }))).toBe(true);
  });

  it('wants the exact combination', () => {
    expect(matchesShortcut(search, press('k'))).toBe(false);
    expect(matchesShortcut(search, press('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(matchesShortcut(search, press('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(matchesShortcut(slash, press('/', { ctrlKey: true }))).toBe(false);
    expect(matchesShortcut(capital, press('N'))).toBe(false);
    expect(matchesShortcut(capital, press('N', { shiftKey: true }))).toBe(true);
  });

  it('takes a sign however the keyboard makes it: / is Shift+7 on a German one', () => {
    expect(matchesShortcut(help, press('?', { shiftKey: true }))).toBe(true);
    expect(matchesShortcut(slash, press('/'))).toBe(true);
    expect(matchesShortcut(slash, press('/', { shiftKey: true }))).toBe(true);
    expect(matchesShortcut(slash, press('7', { shiftKey: true }))).toBe(false);
  });
});
