import type { TPublicUser } from './auth';
import type { TMessage } from './chat';

/**
 * Events on the realtime bus. Room topics carry what everyone in a room sees; user topics
 * carry what only that user sees. Both transports (tRPC subscriptions, /ws) are fed from here,
 * and the /ws server frames are these objects as they are.
 */
export type RoomEvent =
  | { type: 'new_message'; message: TMessage }
  | { type: 'user_joined'; roomId: string; userId: string }
  | { type: 'user_left'; roomId: string; userId: string }
  | { type: 'room_online_users'; roomId: string; onlineUsers: string[] }
  | { type: 'user_typing'; roomId: string; userId: string; isTyping: boolean };

export type UserEvent =
  | { type: 'private_chat_request'; fromUser: TPublicUser; roomId: string }
  | { type: 'private_chat_closed'; closedBy: string; roomId: string; message: string }
  | {
      type: 'notification';
      id: string;
      notificationType: string;
      title: string;
      body: string | null;
      data: unknown;
      priority: 'normal' | 'high' | 'urgent';
      read: boolean;
    }
  /** Internal: this user's sessions or membership changed; sockets re-check what they may see. */
  | { type: 'access_changed'; roomId?: string };

export const roomTopic = (roomId: string) => `room:${roomId}` as const;
export const userTopic = (userId: string) => `user:${userId}` as const;
