import { useFeedState } from '../chat/feed/use-room-feed';
import { useChat } from '../chat/provider/chat-context';

/**
 * In a private chat, whether the other member is online anywhere: in this chat right now (the
 * room's live presence), else as the server last said (their record, fetched with the room and
 * again when they leave it). Undefined outside private chats.
 */
export function useOtherOnline(): boolean | undefined {
  const { activeRoom, members, feed } = useChat();
  const state = useFeedState(feed);
  const other = activeRoom?.isDirect ? activeRoom.otherUser : null;
  if (!other) return undefined;
  if (state?.onlineUserIds.has(other.id)) return true;
  return (members.find((member) => member.id === other.id) ?? other).isOnline;
}
