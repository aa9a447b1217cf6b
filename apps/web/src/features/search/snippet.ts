import { SEARCH_SNIPPET_LENGTH } from '@nahbar/contracts';
import { matchRanges, type TextRange } from './match-ranges';

/** A run of snippet text, marked when it is part of a match. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

export const ELLIPSIS = '…';

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Moves a cut inside a word to the nearest space within a quarter of the window. */
function snapToWords(
  text: string,
  window: TextRange,
  first: TextRange | undefined,
  length: number,
): TextRange {
  const reach = Math.floor(length / 4);
  let { start, end } = window;
  if (start > 0 && text.charAt(start - 1) !== ' ') {
    const limit = Math.min(start + reach, first?.start ?? end);
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < limit) start = space + 1;
  }
  if (end < text.length && text.charAt(end) !== ' ') {
    const limit = Math.max(end - reach, first?.end ?? start);
    const space = text.lastIndexOf(' ', end - 1);
    if (space > limit) end = space;
  }
  return { start, end };
}

/** The window of `length` units around the first match, clear of split words and emoji. */
function snippetWindow(text: string, first: TextRange | undefined, length: number): TextRange {
  if (text.length <= length) return { start: 0, end: text.length };
  let start = 0;
  if (first) {
    const lead = Math.max(0, Math.floor((length - (first.end - first.start)) / 2));
    start = Math.min(Math.max(0, first.start - lead), text.length - length);
  }
  const snapped = snapToWords(text, { start, end: start + length }, first, length);
  start = snapped.start;
  let end = snapped.end;
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start += 1;
  if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  while (start > 0 && start < end && text.charAt(start) === ' ') start += 1;
  while (end < text.length && end > start && text.charAt(end - 1) === ' ') end -= 1;
  return { start, end };
}

/** The marked and unmarked runs of `text` between `window.start` and `window.end`. */
export function splitByRanges(text: string, ranges: TextRange[], window?: TextRange): SnippetPart[] {
  const from = window?.start ?? 0;
  const to = window?.end ?? text.length;
  const parts: SnippetPart[] = [];
  let at = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < to) parts.push({ text: text.slice(at, to), match: false });
  return parts;
}

/**
 * A message's snippet for the result list (chat-core §2, §9): `length` characters around the
 * first match of any query word, with '…' where the message was cut and the matches marked.
 * A cut moves back to the nearest space when one is close, so words are not chopped; line
 * breaks become spaces, as a result shows one line of text.
 */
export function buildSnippet(
  content: string,
  query: string,
  length: number = SEARCH_SNIPPET_LENGTH,
): SnippetPart[] {
  const text = content.replace(/\s+/g, ' ').trim();
  const ranges = matchRanges(text, query);
  const window = snippetWindow(text, ranges[0], length);
  const parts = splitByRanges(text, ranges, window);
  if (window.start > 0) parts.unshift({ text: ELLIPSIS, match: false });
  if (window.end < text.length) parts.push({ text: ELLIPSIS, match: false });
  return parts;
}
