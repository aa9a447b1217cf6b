/**
 * Folds a place name for matching: case, accents and German spellings collapse, so that
 * 'zurich', 'Zürich' and 'Zuerich' fold alike, as do 'muenchen' and 'München'.
 *
 * ä/ö/ü lose their dots and the digraphs ae/oe/ue lose their e on both sides of the
 * comparison. That also folds the odd genuine 'ue' ('Uelzen' → 'ulzen'), which is harmless:
 * the query is folded the same way, so matches are only ever added, never lost.
 */
export function foldName(input: string): string {
  const plain = input
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  // 'St. Gallen', 'St Pölten' and 'Sankt Gallen' are one name; a lone 'st' typed so far
  // stays as it is, or 'Stuttgart' would stop matching.
  return plain.replace(/(^| )st (?=\S)/g, '$1sankt ');
}

/**
 * Words that qualify a city name: 'Frankfurt am Main', 'Brandenburg an der Havel',
 * 'Freiburg i. Br.', 'Frankfurt a. M.' (the abbreviations fold to single letters).
 */
const QUALIFIERS = new Set([
  'am',
  'an',
  'im',
  'in',
  'ob',
  'bei',
  'vor',
  'auf',
  'unter',
  'der',
  'a',
  'i',
  'b',
  'd',
]);

export interface QualifiedParts {
  /** The name proper, folded: 'frankfurt'. */
  head: string;
  /** The qualifier's telling words, folded: ['main']. */
  tail: string[];
}

/**
 * Splits a name into the name proper and its qualifier, which follows a bracket or slash
 * ('Halle (Saale)', 'Biel/Bienne') or a small word ('Frankfurt am Main').
 */
export function qualifiedParts(raw: string): QualifiedParts {
  const bracket = raw.search(/[(/]/);
  if (bracket > 0) {
    const tail = foldName(raw.slice(bracket)).split(' ');
    return {
      head: foldName(raw.slice(0, bracket)),
      tail: tail.filter((w) => w !== '' && !QUALIFIERS.has(w)),
    };
  }
  const words = foldName(raw).split(' ');
  const cut = words.findIndex((word, i) => i > 0 && QUALIFIERS.has(word));
  if (cut === -1) return { head: words.join(' '), tail: [] };
  return { head: words.slice(0, cut).join(' '), tail: words.slice(cut).filter((w) => !QUALIFIERS.has(w)) };
}

/**
 * Whether typed and stored names are one place written with and without a qualifier:
 * 'Frankfurt' or 'Frankfurt a. M.' for 'Frankfurt am Main', 'Mülheim an der Ruhr' for
 * 'Mülheim', but not 'Frankfurt a. d. Oder' for 'Frankfurt am Main'.
 */
export function isQualifiedForm(typed: QualifiedParts, stored: QualifiedParts): boolean {
  if (typed.head !== stored.head || (typed.tail.length === 0 && stored.tail.length === 0)) return false;
  if (typed.tail.length === 0 || stored.tail.length === 0) return true;
  return typed.tail.every((word) => stored.tail.some((storedWord) => storedWord.startsWith(word)));
}
