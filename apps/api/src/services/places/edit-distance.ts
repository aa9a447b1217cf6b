// Reused rows: typo matching runs this over a few thousand names per keystroke.
const MAX_LENGTH = 64;
let rowA = new Int32Array(MAX_LENGTH + 1);
let rowB = new Int32Array(MAX_LENGTH + 1);
let rowC = new Int32Array(MAX_LENGTH + 1);

/**
 * Optimal-string-alignment distance (Levenshtein plus swapped neighbours, the commonest
 * typo), giving up early once it exceeds `max`: then `max + 1` is returned.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length > MAX_LENGTH || b.length > MAX_LENGTH) return max + 1;
  let beforePrevious = rowA;
  let previous = rowB;
  let current = rowC;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  rowA = beforePrevious;
  rowB = previous;
  rowC = current;
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** Typos allowed for a folded input of this length: none for very short ones. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}
