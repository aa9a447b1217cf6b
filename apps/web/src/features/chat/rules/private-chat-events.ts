import { TEXT, type UserEvent } from '@nahbar/contracts';
import { firstPublicRoom } from './active-room';

export type PrivateChatEvent = Extract<UserEvent, { type: 'private_chat_request' | 'private_chat_closed' }>;

export type PrivateChatAction =
  /** Chat spec §7: on private chat events the chat data is refreshed. */
  | { type: 'refresh' }
  | { type: 'toast'; tone: 'info' | 'danger'; title: string; message: string; roomId?: string }
  /** Leave the closed chat for this room (null: no room left). */
  | { type: 'switch'; room: { id: string; name: string } | null };

export interface PrivateChatContext {
  selfId: string;
  activeRoomId: string | null;
  rooms: readonly { id: string; name: string; isPrivate: boolean }[];
  privateChats: readonly { id: string; participant2: { id: string; username: string } }[];
}

/**
 * What the chat screen does on a private chat event (chat spec §4, §8): a request is announced
 * with a way to open it; a closure by the other side is announced, and if that chat is open the
 * user moves to the first public room ('Switched Room'). One's own closure (from another tab)
 * needs no notice here, only the move.
 */
export function privateChatActions(
  event: PrivateChatEvent,
  context: PrivateChatContext,
): PrivateChatAction[] {
  const actions: PrivateChatAction[] = [{ type: 'refresh' }];
  if (event.type === 'private_chat_request') {
    actions.push({
      type: 'toast',
      tone: 'info',
      title: TEXT.chat.newPrivateChat,
      message: TEXT.chat.wantsPrivateChat(event.fromUser.username),
      roomId: event.roomId,
    });
    return actions;
  }
  if (event.closedBy !== context.selfId) {
    const chat = context.privateChats.find((candidate) => candidate.id === event.roomId);
    const closer = chat?.participant2.id === event.closedBy ? chat.participant2.username : null;
    const message =
      event.message || (closer ? TEXT.chat.privateChatClosedBy(closer) : TEXT.chat.chatUnavailableDetail);
    actions.push({ type: 'toast', tone: 'danger', title: TEXT.chat.privateChatClosedTitle, message });
  }
  if (context.activeRoomId === event.roomId) {
    const room = firstPublicRoom(context.rooms);
    actions.push({ type: 'switch', room: room ? { id: room.id, name: room.name } : null });
    // The closer's own screen announces the move after its 'Private chat closed'; its other
    // tabs just follow.
    if (room && event.closedBy !== context.selfId)
      actions.push({
        type: 'toast',
        tone: 'info',
        title: TEXT.chat.switchedRoom,
        message: TEXT.chat.nowChattingIn(room.name),
      });
  }
  return actions;
}
