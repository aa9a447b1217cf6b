import { LINK_PREVIEW_URL_MAX_LENGTH } from '@nahbar/contracts';

const WEB_SCHEMES = ['https://', 'http://'];
/** What commonly ends a sentence or wraps a link in prose (German quotes close with “), but rarely ends a URL. */
const TRAILING = new Set([
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  ')',
  ']',
  '}',
  '>',
  '"',
  "'",
  '’',
  '”',
  '“',
  '»',
  '«',
]);

/**
 * The first http(s) link in a message's text, as the URL parser writes it, or null. The text is
 * split at white space; a token counts from where `http://` or `https://` starts in it (so
 * `(see https://a.example)` works), minus trailing punctuation, and must parse as a URL with a
 * host.
 */
export function firstLinkIn(text: string): string | null {
  for (const token of text.split(/\s+/)) {
    const lower = token.toLowerCase();
    const starts = WEB_SCHEMES.map((scheme) => lower.indexOf(scheme)).filter((at) => at >= 0);
    if (starts.length === 0) continue;
    let candidate = token.slice(Math.min(...starts));
    while (endsWithProse(candidate)) candidate = candidate.slice(0, -1);
    const url = parseWebUrl(candidate);
    if (url) return url;
  }
  return null;
}

/** A closing bracket stays when the URL opened it: `https://de.wikipedia.org/wiki/Bank_(Möbel)`. */
function endsWithProse(candidate: string): boolean {
  const last = candidate.at(-1);
  if (last === undefined || !TRAILING.has(last)) return false;
  const opening = { ')': '(', ']': '[', '}': '{' }[last as ')' | ']' | '}'] as string | undefined;
  if (!opening) return true;
  return count(candidate, opening) < count(candidate, last);
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

function parseWebUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    if (!web || !url.hostname || url.href.length > LINK_PREVIEW_URL_MAX_LENGTH) return null;
    return url.href;
  } catch {
    return null;
  }
}
