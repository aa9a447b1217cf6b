import { foldName, isQualifiedForm } from './fold-name';
import type { Gazetteer } from './gazetteer';
import { typoMatches } from './suggest-cities';

export type CityMatch =
  | { kind: 'exact'; index: number }
  | { kind: 'suggestion'; index: number }
  | { kind: 'none' };

/**
 * What a typed city means. Exact: the name or an alias ('Munich', 'Genf'), or the name plus
 * only a qualifier ('Frankfurt' → Frankfurt am Main, 'Halle' → Halle (Saale)); the largest
 * such city wins, which is what members mean. Suggestion: the largest city starting with
 * the input, else the closest typo.
 */
export function resolveCity(gazetteer: Gazetteer, input: string): CityMatch {
  for (const candidate of readings(input)) {
    const folded = foldName(candidate);
    if (folded === '') continue;
    const exact = exactMatch(gazetteer, folded);
    if (exact !== undefined) return { kind: 'exact', index: exact };
  }
  const folded = foldName(readings(input)[0] ?? input);
  if (folded.length < 2) return { kind: 'none' };
  for (let i = 0; i < gazetteer.size; i++) {
    if ((gazetteer.keys[i] ?? []).some((key) => key.startsWith(folded)))
      return { kind: 'suggestion', index: i };
  }
  const typo = typoMatches(gazetteer, folded, 'whole')[0];
  return typo === undefined ? { kind: 'none' } : { kind: 'suggestion', index: typo };
}

function exactMatch(gazetteer: Gazetteer, folded: string): number | undefined {
  let best = gazetteer.exact.get(folded);
  // Index order is population order: the first qualified form found is the largest.
  for (let i = 0; i < gazetteer.size && (best === undefined || i < best); i++) {
    const name = gazetteer.names[i] ?? '';
    if ((gazetteer.keys[i] ?? []).some((key) => isQualifiedForm(folded, key, name))) {
      best = i;
      break;
    }
  }
  return best;
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
