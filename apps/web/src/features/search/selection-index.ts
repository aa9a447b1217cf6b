/**
 * The highlighted result after a key press in the search box, or null for keys it leaves to
 * the text box. Arrows wrap around, as in other command palettes; -1 means no result.
 */
export function moveSelection(current: number, key: string, count: number): number | null {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  if (count === 0) return -1;
  if (current < 0 || current >= count) return key === 'ArrowDown' ? 0 : count - 1;
  return key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count;
}

/** Keeps the highlight on a result that still exists when the list changes. */
export function clampSelection(current: number, count: number): number {
  if (count === 0) return -1;
  return Math.min(Math.max(current, 0), count - 1);
}
