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

/** Words that qualify a city name, as in 'Frankfurt am Main' or 'Brandenburg an der Havel'. */
const QUALIFIERS = new Set(['am', 'an', 'im', 'in', 'ob', 'bei', 'vor', 'auf', 'unter']);

/**
 * Whether the city name is the input plus only a qualifier, so that members typing
 * 'Frankfurt' or 'Halle' match 'Frankfurt am Main' or 'Halle (Saale)'. `rawName` is the
 * unfolded name, whose brackets and slashes also mark a qualifier.
 */
export function isQualifiedForm(foldedInput: string, foldedName: string, rawName: string): boolean {
  if (foldedInput === '' || !foldedName.startsWith(`${foldedInput} `)) return false;
  const nextWord = foldedName.slice(foldedInput.length + 1).split(' ')[0] ?? '';
  if (QUALIFIERS.has(nextWord)) return true;
  const head = rawName.split(/[(/]/)[0] ?? '';
  return head !== rawName && foldName(head) === foldedInput;
}
