import { SEARCH_SNIPPET_LENGTH } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { buildSnippet, ELLIPSIS, type SnippetPart, splitByRanges } from './snippet';

function plain(parts: SnippetPart[]): string {
  return parts.map((p) => p.text).join('');
}

function marks(parts: SnippetPart[]): string[] {
  return parts.filter((p) => p.match).map((p) => p.text);
}

const filler = (n: number) => 'x'.repeat(n);

describe('buildSnippet', () => {
  it('shows a short message whole, with its match marked', () => {
    const parts = buildSnippet('Hallo aus München!', 'muenchen');
    expect(parts).toEqual([
      { text: 'Hallo aus ', match: false },
      { text: 'München', match: true },
      { text: '!', match: false },
    ]);
  });

  it('cuts a long message to at most 60 characters around the match, with dots on both sides', () => {
    const content = `${filler(100)} Treffpunkt Lobby ${filler(100)}`;
    const parts = buildSnippet(content, 'lobby');
    const text = plain(parts);
    expect(text.startsWith(ELLIPSIS)).toBe(true);
    expect(text.endsWith(ELLIPSIS)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SEARCH_SNIPPET_LENGTH + 2 * ELLIPSIS.length);
    expect(marks(parts)).toEqual(['Lobby']);
  });

  it('takes the full 60 characters when no word is in the way', () => {
    const text = plain(buildSnippet(`${filler(100)}Lobby${filler(100)}`, 'lobby'));
    expect(text).toHaveLength(SEARCH_SNIPPET_LENGTH + 2 * ELLIPSIS.length);
  });

  it('cuts between words when a space is near', () => {
    const content =
      'Wer kommt heute Abend mit zum Stammtisch in München? Treffpunkt ist die Lobby, gleich nach der Arbeit.';
    // The window would start at the 'n' of 'in' and end the text: it starts at 'München' instead.
    expect(plain(buildSnippet(content, 'lobby'))).toBe(
      '…München? Treffpunkt ist die Lobby, gleich nach der Arbeit.',
    );
    // In the middle, both cuts move to spaces.
    expect(plain(buildSnippet(`${content} ${content}`, 'muenchen'))).toBe(
      '…mit zum Stammtisch in München? Treffpunkt ist die Lobby,…',
    );
  });

  it('keeps an early match at the start with dots only at the end', () => {
    const parts = buildSnippet(`Lobby ist heute voll ${filler(100)}`, 'lob');
    expect(parts[0]).toEqual({ text: 'Lob', match: true });
    expect(plain(parts).endsWith(ELLIPSIS)).toBe(true);
    expect(plain(parts)).toHaveLength(SEARCH_SNIPPET_LENGTH + ELLIPSIS.length);
  });

  it('keeps a late match at the end with dots only at the start', () => {
    const parts = buildSnippet(`${filler(100)} bis später in der Lobby`, 'lobby');
    expect(plain(parts).startsWith(ELLIPSIS)).toBe(true);
    expect(plain(parts).endsWith('Lobby')).toBe(true);
  });

  it('centres on the first match of any query word', () => {
    const content = `${filler(80)} Kaffee ${filler(80)} Kuchen ${filler(80)}`;
    expect(marks(buildSnippet(content, 'kuchen kaffee'))).toEqual(['Kaffee']);
  });

  it('starts from the beginning when nothing matches', () => {
    const parts = buildSnippet(`Guten Morgen ${filler(100)}`, 'abend');
    expect(plain(parts).startsWith('Guten Morgen')).toBe(true);
    expect(marks(parts)).toEqual([]);
  });

  it('turns line breaks into spaces', () => {
    expect(plain(buildSnippet('Hallo\n\nwie  geht es?', 'hallo'))).toBe('Hallo wie geht es?');
  });

  it('never splits an emoji at a cut', () => {
    const content = `${'😀'.repeat(40)} Lobby ${'😀'.repeat(40)}`;
    const text = plain(buildSnippet(content, 'lobby'));
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(text).not.toMatch(/(^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('marks a match cut by the window only inside it', () => {
    const content = `${filler(59)}Lobbyist`;
    const parts = buildSnippet(content, `${filler(59)}lobby`, 60);
    expect(marks(parts).join('')).toHaveLength(60);
  });
});

describe('splitByRanges', () => {
  it('splits text into marked and unmarked runs', () => {
    expect(splitByRanges('Room Lobby', [{ start: 5, end: 8 }])).toEqual([
      { text: 'Room ', match: false },
      { text: 'Lob', match: true },
      { text: 'by', match: false },
    ]);
  });

  it('returns the whole text unmarked without ranges', () => {
    expect(splitByRanges('Lobby', [])).toEqual([{ text: 'Lobby', match: false }]);
  });
});
