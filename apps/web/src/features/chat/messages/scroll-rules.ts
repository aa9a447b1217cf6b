import { MOBILE_KEYBOARD_HEIGHT_RATIO, SCROLL_AUTO_BOTTOM_PX, SCROLL_LOAD_OLDER_PX } from '@nahbar/contracts';

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export function distanceFromBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number {
  return Math.max(0, scrollHeight - scrollTop - clientHeight);
}

/** Chat spec §4: new messages scroll the list only for a reader within 150 px of the bottom. */
export function isNearBottom(metrics: ScrollMetrics, thresholdPx: number = SCROLL_AUTO_BOTTOM_PX): boolean {
  return distanceFromBottom(metrics) <= thresholdPx;
}

/** Chat spec §4: within 50 px of the top, older messages load. */
export function isNearTop(metrics: ScrollMetrics, thresholdPx: number = SCROLL_LOAD_OLDER_PX): boolean {
  return metrics.scrollTop <= thresholdPx;
}

interface OlderPageState {
  hasMore: boolean;
  loadingOlder: boolean;
}

/**
 * Whether to fetch the next older page now. A list too short to scroll counts as at the top
 * only once the first page is in, so an empty room does not keep asking.
 */
export function shouldLoadOlder(metrics: ScrollMetrics, page: OlderPageState): boolean {
  return page.hasMore && !page.loadingOlder && isNearTop(metrics);
}

/**
 * How the list follows a new message: one's own always brings the list down (the sender wants
 * to see it go out); someone else's only when the reader is near the bottom already.
 */
export function followsNewest(nearBottom: boolean, newestIsOwn: boolean): boolean {
  return nearBottom || newestIsOwn;
}

/**
 * Chat spec §4: on mobile the on-screen keyboard counts as open when the visible height falls
 * below 75 % of the height the page started with.
 */
export function isKeyboardOpen(
  visibleHeight: number,
  originalHeight: number,
  ratio = MOBILE_KEYBOARD_HEIGHT_RATIO,
): boolean {
  return originalHeight > 0 && visibleHeight < originalHeight * ratio;
}
