import type { TPublicUser } from './auth';
import type { TMessage } from './chat';
import type { TNotificationLevel } from './choices';
import type { TNotificationData, TNotificationType } from './notifications';
import type { TRoomListItem } from './rooms';

/**
 * Events on the realtime bus. Room topics carry what everyone in a room sees; user topics
 * carry what only that user sees. Both transports (tRPC subscriptions, /ws) are fed from here,
 * and the /ws server frames are these objects as they are.
 */
export type RoomEvent =
  | { type: 'new_message'; message: TMessage }
  | { type: 'user_joined'; roomId: string; userId: string }
  /**
   * A member's last connection left the room, or (ours, `memberLeft`) they left its membership:
   * member lists drop them then.
   */
  | { type: 'user_left'; roomId: string; userId: string; memberLeft?: true }
  | { type: 'room_online_users'; roomId: string; onlineUsers: string[] }
  | { type: 'user_typing'; roomId: string; userId: string; isTyping: boolean }
  /** Ours: a moderator removed a message; clients show its tombstone in its place. */
  | { type: 'message_removed'; roomId: string; messageId: string }
  /** Ours: the sender edited a message; the message as it is now replaces the one shown. */
  | { type: 'message_updated'; message: TMessage }
  /** Ours: the sender deleted a message; clients show the sender's tombstone in its place. */
  | { type: 'message_deleted'; roomId: string; messageId: string }
  /**
   * Ours: one member added (`added: true`) or took back one reaction; clients move the count.
   * `displayName` names the member for the "who reacted" list.
   */
  | {
      type: 'reaction_changed';
      roomId: string;
      messageId: string;
      emoji: string;
      userId: string;
      displayName: string;
      added: boolean;
    };

export type UserEvent =
  | { type: 'private_chat_request'; fromUser: TPublicUser; roomId: string }
  | { type: 'private_chat_closed'; closedBy: string; roomId: string; message: string }
  | {
      type: 'notification';
      id: string;
      notificationType: TNotificationType;
      title: string;
      body: string | null;
      data: TNotificationData;
      priority: 'normal' | 'high' | 'urgent';
      read: boolean;
      /** Made in the member's quiet hours: counted and listed, but no toast, sound or vibration. */
      quiet: boolean;
    }
  /** Notifications were marked read in one tab (one id, or all of them): the others follow. */
  | { type: 'notifications_read'; notificationId: string | null }
  /** The member was added to a private room by its creator (chat spec §2: invitations). */
  | { type: 'room_invite'; roomId: string; roomName: string; fromUser: TPublicUser }
  /**
   * A friend request, friendship or block between this user and `userId` changed: lists,
   * buttons and profiles showing the two refetch (both sides get it, on every tab).
   */
  | { type: 'relations_changed'; userId: string }
  /** The member read a room up to `lastReadSequence` in one tab: their other tabs clear its badge. */
  | { type: 'room_read'; roomId: string; lastReadSequence: number }
  /**
   * The other member of a private chat read it up to `sequenceId` (ours): sent only while both
   * members have read receipts on and no block lies between them.
   */
  | { type: 'read_receipt'; roomId: string; userId: string; sequenceId: number }
  /** The member set what a room notifies them of in one tab: the others show it too. */
  | { type: 'room_notification_level'; roomId: string; level: TNotificationLevel }
  /** An admin deleted a room the member was in: lists drop it, a tab showing it moves out. */
  | { type: 'room_removed'; roomId: string; roomName: string }
  /** The member left a room in one tab (ours): their other tabs drop it too. */
  | { type: 'room_left'; roomId: string }
  /**
   * A room the member may see was created (ours): a public one, announced to everyone signed in
   * on `PUBLIC_ROOMS_TOPIC`, or a private one, to its creator's other tabs. Room lists add it as
   * `rooms.list` would show it to this member (`isMember` is theirs).
   */
  | { type: 'room_created'; room: TRoomListItem }
  /** Internal: this user's sessions or membership changed; sockets re-check what they may see. */
  | { type: 'access_changed'; roomId?: string; suspended?: true };

export const roomTopic = (roomId: string) => `room:${roomId}` as const;
export const userTopic = (userId: string) => `user:${userId}` as const;
/**
 * The one topic every signed-in member's user stream also follows: new public rooms. Its events
 * are user events, and every member may see them (a public room is listed to everyone).
 */
export const PUBLIC_ROOMS_TOPIC = 'public-rooms';
