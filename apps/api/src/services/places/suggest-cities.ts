import { CITY_SUGGEST_LIMIT, CITY_SUGGEST_MIN_LENGTH, type TCity } from '@nahbar/contracts';
import { allowedTypos, editDistance } from './edit-distance';
import { foldName } from './fold-name';
import type { Gazetteer } from './gazetteer';

/** Typo matching looks only at towns of this size, so that 'Paris' does not suggest a hamlet. */
export const FUZZY_MIN_POPULATION = 5000;

/**
 * City suggestions (accounts spec §9: 2+ characters, 10 results, prefix matches first,
 * then by population). After the prefix matches come names containing the input
 * ('main' → Frankfurt am Main); when nothing matches, close typos ('Muenchn').
 */
export function suggestCities(gazetteer: Gazetteer, query: string, limit = CITY_SUGGEST_LIMIT): TCity[] {
  const folded = foldName(query);
  if (folded.length < CITY_SUGGEST_MIN_LENGTH) return [];

  const prefix: number[] = [];
  const inner: number[] = [];
  // Index order is population order, so each group comes out ranked already.
  for (let i = 0; i < gazetteer.size && prefix.length < limit; i++) {
    const keys = gazetteer.keys[i] ?? [];
    if (keys.some((key) => key.startsWith(folded))) prefix.push(i);
    else if (inner.length < limit && keys.some((key) => key.includes(folded))) inner.push(i);
  }
  const picked = [...prefix, ...inner].slice(0, limit);
  // Typos only when nothing matches as typed: 'zurich' should not also offer 'Aurich'.
  const found = picked.length > 0 ? picked : typoMatches(gazetteer, folded, 'prefix').slice(0, limit);
  return found.map((i) => gazetteer.city(i));
}

/**
 * Cities within a typo or two of the input, closest first, then largest. `prefix` also
 * compares with the start of each name, for input still being typed.
 */
export function typoMatches(gazetteer: Gazetteer, folded: string, compare: 'whole' | 'prefix'): number[] {
  const max = allowedTypos(folded.length);
  if (max === 0) return [];
  const found: { index: number; distance: number }[] = [];
  for (let i = 0; i < gazetteer.size; i++) {
    if ((gazetteer.population[i] ?? 0) < FUZZY_MIN_POPULATION) break;
    let best = max + 1;
    for (const key of gazetteer.keys[i] ?? []) {
      best = Math.min(best, editDistance(folded, key, max));
      if (compare === 'prefix') {
        for (const cut of [folded.length - 1, folded.length, folded.length + 1]) {
          if (cut < key.length) best = Math.min(best, editDistance(folded, key.slice(0, cut), max));
        }
      }
    }
    if (best <= max) found.push({ index: i, distance: best });
  }
  return found.sort((a, b) => a.distance - b.distance || a.index - b.index).map((f) => f.index);
}
