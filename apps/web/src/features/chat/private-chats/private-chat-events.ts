import type { Messages, UserEvent } from '@nahbar/contracts';
import { firstPublicRoom } from '../active-room/active-room';

/** The user events the chat screen acts on: private chats opened and closed, rooms one was added to. */
export type PrivateChatEvent = Extract<
  UserEvent,
  { type: 'private_chat_request' | 'private_chat_closed' | 'room_invite' }
>;

type PrivateChatAction =
  /** Chat spec §7: on private chat events the chat data is refreshed. */
  | { type: 'refresh' }
  /** With a roomId the toast offers to open that room ('Open chat'); roomName stands in until the lists know it. */
  | {
      type: 'toast';
      tone: 'info' | 'danger';
      title: string;
      message: string;
      roomId?: string;
      roomName?: string;
    }
  /** Leave the closed chat for this room (null: no room left). */
  | { type: 'switch'; room: { id: string; name: string } | null };

export interface PrivateChatContext {
  selfId: string;
  activeRoomId: string | null;
  rooms: readonly { id: string; name: string; isPrivate: boolean }[];
  privateChats: readonly { id: string; participant2: { id: string; username: string } }[];
}

/**
 * What the chat screen does on a private chat event (chat spec §4, §8), worded in the member's
 * language: a request is announced with a way to open it; a closure by the other side is
 * announced, and if that chat is open the user moves to the first public room ('Switched
 * Room'). One's own closure (from another tab) needs no notice here, only the move. Being added
 * to a private room by its creator is announced by name with the same way to open it, and the
 * refreshed lists show the room.
 */
export function privateChatActions(
  event: PrivateChatEvent,
  context: PrivateChatContext,
  m: Messages,
): PrivateChatAction[] {
  const actions: PrivateChatAction[] = [{ type: 'refresh' }];
  if (event.type === 'private_chat_request') {
    actions.push({
      type: 'toast',
      tone: 'info',
      title: m.chat.newPrivateChat,
      message: m.chat.wantsPrivateChat(event.fromUser.username),
      roomId: event.roomId,
    });
    return actions;
  }
  if (event.type === 'room_invite') {
    actions.push({
      type: 'toast',
      tone: 'info',
      title: m.invite.addedToRoom,
      message: m.invite.addedYou(event.fromUser.displayName, event.roomName),
      roomId: event.roomId,
      roomName: event.roomName,
    });
    return actions;
  }
  if (event.closedBy !== context.selfId) {
    const chat = context.privateChats.find((candidate) => candidate.id === event.roomId);
    const closer = chat?.participant2.id === event.closedBy ? chat.participant2.username : null;
    // The server words its message in English: with the closer known, the member's language
    // says the same sentence; otherwise the server's message stands.
    const message = closer
      ? m.chat.privateChatClosedBy(closer)
      : event.message || m.chat.chatUnavailableDetail;
    actions.push({ type: 'toast', tone: 'danger', title: m.chat.privateChatClosedTitle, message });
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
        title: m.chat.switchedRoom,
        message: m.chat.nowChattingIn(room.name),
      });
  }
  return actions;
}
