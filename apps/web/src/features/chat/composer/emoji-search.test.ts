import { describe, expect, it } from 'vitest';
import { EMOJI_CATEGORIES } from './emoji-data';
import { EMOJI_NAMES as GERMAN } from './emoji-names-de';
import { EMOJI_NAMES as ENGLISH } from './emoji-names-en';
import { foldForSearch, searchEmoji, withoutVariation } from './emoji-search';

const ALL = EMOJI_CATEGORIES.flatMap((category) => category.emoji);

describe('searchEmoji', () => {
  it('finds by English and by German names and keywords', () => {
    expect(searchEmoji('pizza', ALL, [ENGLISH])).toEqual(['🍕']);
    expect(searchEmoji('katze', ALL, [GERMAN])).toContain('🐱');
    expect(searchEmoji('cat', ALL, [ENGLISH])).toContain('🐱');
    expect(searchEmoji('katze', ALL, [ENGLISH])).toEqual([]);
  });

  it('matches each word at a word’s start, ignoring case, accents and ß', () => {
    expect(searchEmoji('Sonn', ALL, [GERMAN])).toContain('☀️');
    expect(searchEmoji('herz rot', ALL, [GERMAN])).toContain('❤️');
    expect(searchEmoji('izza', ALL, [ENGLISH])).toEqual([]);
    expect(foldForSearch('Grüße Straße')).toBe('grusse strasse');
  });

  it('keeps the picker’s order and finds a typed emoji itself', () => {
    const smiles = searchEmoji('smile', ALL, [ENGLISH]);
    expect(smiles.length).toBeGreaterThan(1);
    expect(smiles).toEqual(ALL.filter((emoji) => smiles.includes(emoji)));
    expect(searchEmoji('🍕', ALL, [ENGLISH])).toEqual(['🍕']);
  });

  it('finds nothing for a blank query', () => {
    expect(searchEmoji('   ', ALL, [ENGLISH, GERMAN])).toEqual([]);
  });

  it('has names in both languages for every emoji the picker offers', () => {
    for (const emoji of ALL) {
      expect(ENGLISH[withoutVariation(emoji)], emoji).toBeTruthy();
      expect(GERMAN[withoutVariation(emoji)], emoji).toBeTruthy();
    }
  });
});
