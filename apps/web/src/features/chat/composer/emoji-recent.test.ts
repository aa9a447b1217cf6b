import { describe, expect, it } from 'vitest';
import { RECENT_EMOJI_KEY, RECENT_EMOJI_MAX, readRecent, withRecent, writeRecent } from './emoji-recent';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const OFFERED = new Set(['😀', '🍕', '🐱', '❤️', ...Array.from({ length: 30 }, (_, i) => `e${i}`)]);

describe('recently used emoji', () => {
  it('puts the newest first, each once, and keeps at most 16', () => {
    expect(withRecent(['🍕', '😀'], '🐱')).toEqual(['🐱', '🍕', '😀']);
    expect(withRecent(['🍕', '😀', '🐱'], '😀')).toEqual(['😀', '🍕', '🐱']);
    let recent: string[] = [];
    for (let i = 0; i < 20; i += 1) recent = withRecent(recent, `e${i}`);
    expect(recent).toHaveLength(RECENT_EMOJI_MAX);
    expect(recent[0]).toBe('e19');
    expect(recent.at(-1)).toBe('e4');
  });

  it('stores and reads the list back', () => {
    const storage = memoryStorage();
    writeRecent(storage, ['🍕', '😀']);
    expect(readRecent(storage, OFFERED)).toEqual(['🍕', '😀']);
  });

  it('reads nothing from a missing, broken or foreign value, and drops what the picker lacks', () => {
    expect(readRecent(memoryStorage(), OFFERED)).toEqual([]);
    expect(readRecent(memoryStorage({ [RECENT_EMOJI_KEY]: '{not json' }), OFFERED)).toEqual([]);
    expect(readRecent(memoryStorage({ [RECENT_EMOJI_KEY]: '{"a":1}' }), OFFERED)).toEqual([]);
    const mixed = JSON.stringify(['🍕', 7, '<script>', '🍕', '🐱']);
    expect(readRecent(memoryStorage({ [RECENT_EMOJI_KEY]: mixed }), OFFERED)).toEqual(['🍕', '🐱']);
  });

  it('survives a storage that refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeRecent(refusing, ['🍕'])).not.toThrow();
  });
});
