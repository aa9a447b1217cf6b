/** The variation selector: '☀️' and '☀' are one emoji to the search. */
export const withoutVariation = (emoji: string) => emoji.replace(/\uFE0F/g, '');

/** Lower case without accents, ß as ss: 'Küsschen' finds 'kuss', 'gruss' finds 'Gruß'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** Name tables (emoji → name and keywords), one per language searched. */
export type EmojiNameTable = Readonly<Record<string, string>>;

/**
 * The emoji whose name or keywords hold every word of the query at a word's start ('herz rot'
 * finds ❤️), in the picker's order; an emoji itself typed into the field finds itself. A blank
 * query finds nothing: the picker then shows its categories.
 */
export function searchEmoji(
  query: string,
  emoji: readonly string[],
  tables: readonly EmojiNameTable[],
): string[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const typed = withoutVariation(query.trim());
  return emoji.filter((candidate) => {
    const key = withoutVariation(candidate);
    if (key === typed) return true;
    const names = tables.map((table) => table[key] ?? '').join(' ');
    const nameWords = foldForSearch(names).split(' ');
    return words.every((word) => nameWords.some((name) => name.startsWith(word)));
  });
}
