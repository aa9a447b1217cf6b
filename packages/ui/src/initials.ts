/**
 * Initials for an avatar: the first letters of the first two words, upper-cased
 * (chat spec §9, accounts spec §2: up to 2 letters). `Array.from` keeps letters outside
 * the Basic Multilingual Plane whole instead of splitting surrogate pairs.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase() || '?';
}
