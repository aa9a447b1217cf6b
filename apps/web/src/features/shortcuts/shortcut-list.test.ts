import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { modifierKey, shortcutList } from './shortcut-list';

describe('shortcutList', () => {
  it('prints the platform modifier', () => {
    expect(modifierKey('MacIntel')).toBe('⌘');
    expect(modifierKey('iPhone')).toBe('⌘');
    expect(modifierKey('Win32')).toBe('Ctrl');
    expect(modifierKey('Linux x86_64')).toBe('Ctrl');
    expect(shortcutList('Win32').find((s) => s.does === 'search')?.keys).toEqual(['Ctrl', 'K']);
  });

  it('describes every shortcut in both languages, each once', () => {
    const list = shortcutList('Linux');
    expect(new Set(list.map((s) => s.does)).size).toBe(list.length);
    for (const { does } of list) {
      expect(en.shortcuts[does]).toBeTruthy();
      expect(de.shortcuts[does]).toBeTruthy();
    }
  });
});
