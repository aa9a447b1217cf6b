import { describe, expect, it } from 'vitest';
import { matchRanges, queryTerms } from './match-ranges';

function marked(text: string, query: string): string[] {
  return matchRanges(text, query).map((r) => text.slice(r.start, r.end));
}

describe('queryTerms', () => {
  it('splits on anything but letters and digits, folds and drops repeats', () => {
    expect(queryTerms("  Kaffee-Haus, kaffee o'clock ")).toEqual(['kaffee', 'haus', 'o', 'clock']);
  });

  it('has no terms for punctuation only', () => {
    expect(queryTerms('?! --')).toEqual([]);
  });
});

describe('matchRanges', () => {
  it('marks the original spelling for an ASCII query', () => {
    expect(marked('Wir treffen uns in München.', 'muenchen')).toEqual(['München']);
    expect(marked('Wir treffen uns in Muenchen.', 'München')).toEqual(['Muenchen']);
  });

  it('marks a prefix of a word, ignoring case', () => {
    expect(marked('Welcome to the LOBBY', 'lob')).toEqual(['LOB']);
  });

  it('marks every word of the query, in text order', () => {
    expect(marked('Kuchen und Kaffee, dann wieder Kuchen', 'kaffee kuchen')).toEqual([
      'Kuchen',
      'Kaffee',
      'Kuchen',
    ]);
  });

  it('prefers word starts and falls back to anywhere inside words', () => {
    expect(marked('Hamburg amsel', 'am')).toEqual(['am']);
    expect(matchRanges('Hamburg amsel', 'am')).toEqual([{ start: 8, end: 10 }]);
    expect(marked('Hamburg', 'burg')).toEqual(['burg']);
  });

  it('merges overlapping matches of different words', () => {
    expect(marked('Fußballplatz', 'fussball fuss')).toEqual(['Fußball']);
  });

  it('covers ß whole when the query ends on half of it', () => {
    expect(marked('Straße', 'stras')).toEqual(['Straß']);
  });

  it('marks a query with separators in one piece', () => {
    expect(marked('@anna_k (Anna K.)', 'anna_k')).toEqual(['anna_k', 'Anna', 'K']);
    expect(marked('findme_x1', 'findme_x1')).toEqual(['findme_x1']);
  });

  it('finds nothing when no word occurs', () => {
    expect(matchRanges('Guten Morgen', 'abend')).toEqual([]);
    expect(matchRanges('Guten Morgen', '')).toEqual([]);
  });
});
