import type { Messages, TNotificationLevel, TUnread } from '@nahbar/contracts';
import { showFaviconDot } from './favicon-dot';
import { tabTitle, unreadSummary } from './tab-title';

/** The page's own title ("Nahbar", from index.html), read before the first change. */
let plainTitle: string | null = null;

/**
 * The browser tab shows what is unread, for members who keep it in the background: a count in
 * its title and a dot on its icon. The open room counts only while the page is hidden: in view,
 * it is being read.
 */
export function markTab(
  m: Messages,
  unread: readonly TUnread[],
  levelOf: (roomId: string) => TNotificationLevel,
  activeRoomId: string | null,
): void {
  plainTitle ??= document.title;
  const reading = document.visibilityState === 'visible' ? activeRoomId : null;
  const summary = unreadSummary(unread, levelOf, reading);
  document.title = tabTitle(m, summary, plainTitle);
  showFaviconDot(summary.count > 0);
}

/** Back to the plain title and icon (the chat screen closed). */
export function unmarkTab(): void {
  if (plainTitle !== null) document.title = plainTitle;
  showFaviconDot(false);
}
