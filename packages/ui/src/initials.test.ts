import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('anna maria schmidt')).toBe('AM');
  });

  it('uses one letter for a single word', () => {
    expect(initials('lena')).toBe('L');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(initials('  jonas \t  weber ')).toBe('JW');
  });

  it('keeps umlauts and letters beyond the BMP whole', () => {
    expect(initials('özil ümit')).toBe('ÖÜ');
    expect(initials('𝒜lex')).toBe('𝒜');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
