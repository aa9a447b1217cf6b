import { useMemo } from 'react';
import { useChat } from '../chat/provider/chat-context';
import type { PresenceMark } from '../presence/presence-rules';
import { usePresence } from '../presence/use-presence';

const NOBODY: readonly string[] = [];

/**
 * In a private chat, whether the other member is online anywhere (one presence, as in member
 * lists and profiles: features/presence/use-presence.ts), unknown while one's own connection is
 * down. Undefined outside private chats.
 */
export function useOtherOnline(): PresenceMark | undefined {
  const { activeRoom } = useChat();
  const other = activeRoom?.isDirect ? activeRoom.otherUser : null;
  const watched = useMemo(() => (other ? [other.id] : NOBODY), [other]);
  const presence = usePresence(watched);
  return other ? presence.markOf(other.id) : undefined;
}
