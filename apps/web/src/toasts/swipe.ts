/** Chat spec §9: a toast swiped this far to the right is dismissed. */
export const SWIPE_DISMISS_PX = 50;

/** How far a toast follows the pointer: to the right only. */
export function swipeOffset(startX: number, x: number): number {
  return Math.max(0, x - startX);
}
