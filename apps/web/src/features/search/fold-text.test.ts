import { describe, expect, it } from 'vitest';
import { foldText, foldWord } from './fold-text';

describe('foldText', () => {
  it('lowers case and drops accents', () => {
    expect(foldWord('Café CRÈME')).toBe('cafe creme');
  });

  it('folds umlauts and their ASCII spellings to the same letters', () => {
    expect(foldWord('München')).toBe('munchen');
    expect(foldWord('Muenchen')).toBe('munchen');
    expect(foldWord('Köln')).toBe(foldWord('Koeln'));
    expect(foldWord('Grüße')).toBe(foldWord('Gruesse'));
    expect(foldWord('Straße')).toBe('strasse');
    expect(foldWord('Äpfel')).toBe(foldWord('Aepfel'));
  });

  it('maps every folded unit back to its span in the original', () => {
    const { folded, starts, ends } = foldText('Grüße');
    expect(folded).toBe('grusse');
    // g r ü ß(s) ß(s) e
    expect(starts).toEqual([0, 1, 2, 3, 3, 4]);
    expect(ends).toEqual([1, 2, 3, 4, 4, 5]);
  });

  it('gives a merged digraph the span of both letters', () => {
    const { folded, starts, ends } = foldText('Muenchen');
    expect(folded).toBe('munchen');
    expect(starts[1]).toBe(1);
    expect(ends[1]).toBe(3);
    expect(starts[2]).toBe(3);
  });

  it('keeps a combining mark with the letter before it', () => {
    const { folded, ends } = foldText('Mu\u0308nchen');
    expect(folded).toBe('munchen');
    expect(ends[1]).toBe(3);
  });

  it('keeps emoji intact and counts UTF-16 units', () => {
    const { folded, starts } = foldText('😀 Hallo');
    expect(folded).toBe('😀 hallo');
    expect(starts[3]).toBe(3);
  });
});
