import type { TMessage, TUnread } from '@nahbar/contracts';

/** The highest sequence id among stored messages (ones still being sent have none yet). */
export function lastSequenceOf(messages: readonly Pick<TMessage, 'sequenceId'>[]): number | null {
  let last: number | null = null;
  for (const message of messages) {
    const sequence = message.sequenceId;
    if (typeof sequence === 'number' && sequence > 0 && (last === null || sequence > last)) last = sequence;
  }
  return last;
}

/** The unread list without a room: it was just read, here or in another tab. */
export function withRoomRead(unread: readonly TUnread[], roomId: string): TUnread[] {
  return unread.filter((entry) => entry.roomId !== roomId);
}

/** How many private chats have something unread: the Private tab's badge. */
export function unreadChatCount(unread: readonly TUnread[], chatIds: readonly string[]): number {
  const chats = new Set(chatIds);
  return unread.filter((entry) => chats.has(entry.roomId) && entry.count > 0).length;
}
