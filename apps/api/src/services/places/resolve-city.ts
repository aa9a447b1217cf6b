import { foldName, isQualifiedForm, qualifiedParts } from './fold-name';
import type { Gazetteer } from './gazetteer';
import { typoMatches } from './suggest-cities';

export type CityMatch =
  | { kind: 'exact'; index: number }
  | { kind: 'suggestion'; index: number }
  | { kind: 'none' };

/**
 * What a typed city means. Exact: the name or an alias ('Munich', 'Genf'), or the name
 * with or without its qualifier ('Frankfurt' → Frankfurt am Main, 'Halle' → Halle (Saale));
 * the largest such city wins, which is what members mean. Suggestion: the largest city
 * starting with the input, a city the input starts with ('Berlin Kreuzberg'), else the
 * closest typo.
 */
export function resolveCity(gazetteer: Gazetteer, input: string): CityMatch {
  const candidates = readings(input);
  for (const candidate of candidates) {
    const exact = exactMatch(gazetteer, candidate);
    if (exact !== undefined) return { kind: 'exact', index: exact };
  }
  const folded = foldName(candidates.at(-1) ?? input);
  if (folded.length < 2) return { kind: 'none' };
  for (let i = 0; i < gazetteer.size; i++) {
    if ((gazetteer.keys[i] ?? []).some((key) => key.startsWith(folded)))
      return { kind: 'suggestion', index: i };
  }
  const words = folded.split(' ');
  for (let length = words.length - 1; length > 0; length--) {
    const leading = exactMatch(gazetteer, words.slice(0, length).join(' '));
    if (leading !== undefined) return { kind: 'suggestion', index: leading };
  }
  const typo = typoMatches(gazetteer, folded, 'whole')[0];
  return typo === undefined ? { kind: 'none' } : { kind: 'suggestion', index: typo };
}

function exactMatch(gazetteer: Gazetteer, raw: string): number | undefined {
  const folded = foldName(raw);
  if (folded === '') return undefined;
  const exact = gazetteer.exact.get(folded);
  const typed = qualifiedParts(raw);
  // Index order is population order: the first qualified form found is the largest one,
  // and only one larger than the exact match can beat it.
  const end = exact ?? gazetteer.size;
  for (let i = 0; i < end; i++) {
    const stored = gazetteer.parts[i];
    if (stored && isQualifiedForm(typed, stored)) return i;
  }
  return exact;
}

/**
 * Ways members write a city beyond its bare name: '8001 Zürich', 'München, Bayern',
 * 'Wien, Österreich'. The whole input is tried first.
 */
function readings(input: string): string[] {
  const withoutPostcode = input.replace(/^\s*(?:[A-Z]{1,2}-)?\d{4,5}\s+/i, '').replace(/\s+\d{4,5}\s*$/, '');
  const beforeComma = withoutPostcode.split(',')[0] ?? '';
  return [...new Set([input, withoutPostcode, beforeComma].map((s) => s.trim()).filter((s) => s !== ''))];
}
