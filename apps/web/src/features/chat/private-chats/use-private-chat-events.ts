import { useUserEvents } from '../connection/user-events';
import type { PrivateChatEvent } from './private-chat-events';

/** The user's private chat requests and closures and invitations to rooms, on every connection. */
export function usePrivateChatEvents(onEvent: (event: PrivateChatEvent) => void): void {
  useUserEvents((event) => {
    if (
      event.type === 'private_chat_request' ||
      event.type === 'private_chat_closed' ||
      event.type === 'room_invite'
    )
      onEvent(event);
  });
}
