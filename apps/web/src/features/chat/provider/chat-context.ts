import type { TPrivateChat, TPublicUser, TRoomListItem, TSessionUser, TUnread } from '@nahbar/contracts';
import { createContext, useContext } from 'react';
import type { RoomFeed } from '../feed/room-feed';
import type { LiveAnnouncer } from '../live-region/live-announcer';
import type { NotificationLevels } from '../notification-level/use-notification-levels';
import type { Outbox } from '../outbox/outbox';
import type { PhotoUploads } from '../photos/photo-uploads';

/** The room on screen, whatever kind it is. */
export interface ActiveRoomView {
  id: string;
  /** A room's name, or the other participant's name for a private chat. */
  name: string;
  isPrivate: boolean;
  /** A one-to-one private chat. */
  isDirect: boolean;
  otherUser: TPublicUser | null;
}

export interface ChatContextValue {
  user: TSessionUser;
  rooms: readonly TRoomListItem[];
  privateChats: readonly TPrivateChat[];
  /** Rooms and chats with something unread since the member last read them. */
  unread: readonly TUnread[];
  /** What each room and chat notifies the member of, and setting it. */
  notificationLevels: NotificationLevels;
  roomsLoading: boolean;
  activeRoom: ActiveRoomView | null;
  /** Opens a room; `name` stands in until the lists know the room (a chat just started). */
  selectRoom(roomId: string | null, name?: string): void;
  /** Members of the active room, for the panel and the mention picker. */
  members: readonly TPublicUser[];
  feed: RoomFeed | null;
  outbox: Outbox;
  /** Photos on their way, shown as temporary messages. */
  photos: PhotoUploads;
  announcer: LiveAnnouncer;
  startPrivateChat(user: TPublicUser): void;
  closePrivateChat(chat: TPrivateChat): void;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const chat = useContext(ChatContext);
  if (!chat) throw new Error('useChat must be used inside <ChatProvider>');
  return chat;
}
