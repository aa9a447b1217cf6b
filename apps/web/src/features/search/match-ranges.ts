import { foldText, foldWord } from './fold-text';

/** A half-open span `[start, end)` of UTF-16 units in the original text. */
export interface TextRange {
  start: number;
  end: number;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The folded words of a query, split like the server splits them (runs of letters and digits),
 * without repeats.
 */
export function queryTerms(query: string): string[] {
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map(foldWord).filter((w) => w.length > 0))];
}

function occurrences(folded: string, term: string): number[] {
  const found: number[] = [];
  for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
    found.push(at);
  }
  return found;
}

function isWordStart(folded: string, at: number): boolean {
  return at === 0 || !WORD_CHAR.test(folded.charAt(at - 1));
}

function mergeRanges(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Where the query's words occur in `text`, case- and umlaut-insensitively, sorted and merged.
 * Messages are found by word prefix, so a word counts where a word of the text starts with it
 * ('am' marks 'Amsel', not every 'am' inside 'Hamburg'); only a word that starts no word of
 * the text is looked for anywhere, as room and user names are matched by substring.
 */
export function matchRanges(text: string, query: string): TextRange[] {
  const { folded, starts, ends } = foldText(text);
  const ranges: TextRange[] = [];
  // The whole query too, so 'anna_k' marks 'anna_k' in one piece, separator included.
  const phrase = foldWord(query.trim());
  const terms = queryTerms(query);
  for (const term of terms.length > 1 ? [phrase, ...terms] : terms) {
    const all = occurrences(folded, term);
    const atWordStart = all.filter((at) => isWordStart(folded, at));
    for (const at of atWordStart.length > 0 ? atWordStart : all) {
      const start = starts[at];
      const end = ends[at + term.length - 1];
      if (start !== undefined && end !== undefined) ranges.push({ start, end });
    }
  }
  return mergeRanges(ranges);
}
