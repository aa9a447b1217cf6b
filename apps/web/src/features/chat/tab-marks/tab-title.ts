import type { Messages, TNotificationLevel, TUnread } from '@nahbar/contracts';
import { badgeText } from '../../notifications/notification-rules';

interface UnreadSummary {
  /** Unread messages in all, of the rooms and chats that may speak up. */
  count: number;
  /** One of them mentions the member. */
  mentioned: boolean;
}

/**
 * What the browser tab counts: every room and chat with something unread, as far as its
 * notification level lets it speak up (one set to nothing stays quiet, one set to mentions
 * counts only with a mention), without the room the member is reading.
 */
export function unreadSummary(
  unread: readonly TUnread[],
  levelOf: (roomId: string) => TNotificationLevel,
  readingRoomId: string | null,
): UnreadSummary {
  let count = 0;
  let mentioned = false;
  for (const entry of unread) {
    if (entry.roomId === readingRoomId || entry.count <= 0) continue;
    const level = levelOf(entry.roomId);
    if (level === 'nothing' || (level === 'mentions' && !entry.mentioned)) continue;
    count += entry.count;
    mentioned ||= entry.mentioned;
  }
  return { count, mentioned };
}

/**
 * The tab's title: "(5) Nahbar", "(@ 5) Nahbar" when one of them mentions the member (the
 * sidebar badge's mark: the server tells whether a room's unread mention the member, not how
 * often), at most "(99+)", and the plain title when nothing is unread.
 */
export function tabTitle(m: Messages, summary: UnreadSummary, plainTitle: string): string {
  const count = badgeText(summary.count);
  if (count === null) return plainTitle;
  return summary.mentioned
    ? m.sidebar.tabTitleMentioned(count, plainTitle)
    : m.sidebar.tabTitle(count, plainTitle);
}
