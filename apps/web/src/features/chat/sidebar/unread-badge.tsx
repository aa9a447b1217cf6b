import { Badge } from '@mantine/core';
import type { TNotificationLevel, TUnread } from '@nahbar/contracts';
import { useT } from '../../../i18n';
import { badgeText } from '../../notifications/notification-rules';

/** The id of a room's unread badge, for the row's `aria-describedby`. */
export const unreadBadgeId = (roomId: string) => `unread-${roomId}`;

/**
 * How many messages came since the member last read a room or chat (99+ at most), '@' when one
 * mentions them. Screen readers hear it in words, as the row's description (`aria-describedby`
 * may name a hidden element), not as part of the row's name. A room the member quietened shows
 * its count without emphasis.
 */
export function UnreadBadge({
  unread,
  level = 'all',
}: {
  unread: TUnread | undefined;
  level?: TNotificationLevel;
}) {
  const m = useT();
  const text = unread ? badgeText(unread.count) : null;
  if (!unread || text === null) return null;
  const words = [m.sidebar.unreadMessages(unread.count), unread.mentioned ? m.sidebar.mentionsYou : null]
    .filter(Boolean)
    .join(', ');
  // A room set to notify of nothing still counts, in grey; one set to mentions greys all but them.
  const muted = level === 'nothing' || (level === 'mentions' && !unread.mentioned);
  return (
    <Badge
      size="sm"
      radius="xl"
      variant={unread.mentioned && !muted ? 'filled' : 'light'}
      color={muted ? 'gray' : unread.mentioned ? 'red' : 'orange'}
      data-muted={muted || undefined}
      style={{ flexShrink: 0 }}
      // Read out as the row's description, in words, rather than as '@ 3'.
      aria-hidden
    >
      {unread.mentioned ? `@ ${text}` : text}
      <span id={unreadBadgeId(unread.roomId)} hidden>
        {words}
      </span>
    </Badge>
  );
}
