import {
  CHAT_DATA_GC_MS,
  CHAT_DATA_STALE_MS,
  isPhotoMessage,
  renderText,
  type TPublicUser,
  type TSessionUser,
  type TUnread,
} from '@nahbar/contracts';

import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { liveConnection } from '../../../app/app-clients';
import { useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../toasts';
import { useActiveRoom } from '../active-room/use-active-room';
import { useNewRooms } from '../active-room/use-new-rooms';
import { useRemovedRoom } from '../active-room/use-removed-room';
import { useVanishedChat } from '../active-room/use-vanished-chat';
import { useRoomFeed } from '../feed/use-room-feed';
import { LiveAnnouncer } from '../live-region/live-announcer';
import { useNotificationLevels } from '../notification-level/use-notification-levels';
import { useOutbox } from '../outbox/use-outbox';
import { usePhotoUploads } from '../photos/use-photo-uploads';
import { privateChatActions } from '../private-chats/private-chat-events';
import { usePrivateChatActions } from '../private-chats/use-private-chat-actions';
import { usePrivateChatEvents } from '../private-chats/use-private-chat-events';
import { useReadPosition } from '../read-position/use-read-position';
import { useRoomActivity } from '../sidebar/use-room-activity';
import { ChatContext, type ChatContextValue } from './chat-context';

const NO_MEMBERS: TPublicUser[] = [];
const NO_UNREAD: TUnread[] = [];

/**
 * Everything the chat screen shares: the live channel (held while the screen is open), the
 * room lists, the active room with its feed and members, the outbox and the announcer.
 */
export function ChatProvider({
  user,
  routeRoomId,
  children,
}: {
  user: TSessionUser;
  routeRoomId?: string;
  children: ReactNode;
}) {
  const m = useT();
  const utils = trpc.useUtils();
  useEffect(() => liveConnection.acquire(), []);

  const chatData = trpc.chatData.get.useQuery(undefined, {
    staleTime: CHAT_DATA_STALE_MS,
    gcTime: CHAT_DATA_GC_MS,
  });
  const lists = useMemo(
    () => ({
      rooms: chatData.data?.rooms ?? [],
      privateChats: chatData.data?.privateRooms ?? [],
      unread: chatData.data?.unread ?? NO_UNREAD,
      loaded: chatData.isSuccess,
    }),
    [chatData.data, chatData.isSuccess],
  );
  const { activeRoom, selectRoom } = useActiveRoom(lists, routeRoomId);
  const notificationLevels = useNotificationLevels(chatData.data);
  const followedRooms = useMemo(
    () => [...lists.rooms.map((room) => room.id), ...lists.privateChats.map((chat) => chat.roomId)],
    [lists],
  );
  useRoomActivity(followedRooms, activeRoom?.id ?? null);
  const announcer = useMemo(() => new LiveAnnouncer(), []);
  useEffect(() => () => announcer.dispose(), [announcer]);

  const roomQuery = trpc.rooms.get.useQuery({ roomId: activeRoom?.id ?? '' }, { enabled: !!activeRoom });
  const members = roomQuery.data?.members ?? NO_MEMBERS;
  const membersRef = useRef(members);
  membersRef.current = members;

  // Chat spec §7: joining a public room one is not in yet, then the lists are refreshed.
  const join = trpc.rooms.join.useMutation({
    onSuccess: () => Promise.all([utils.chatData.get.invalidate(), utils.rooms.get.invalidate()]),
  });
  const listed = activeRoom ? lists.rooms.find((room) => room.id === activeRoom.id) : undefined;
  const mustJoin = !!listed && !listed.isPrivate && !listed.isMember;
  const { mutate: joinRoom } = join;
  useEffect(() => {
    if (mustJoin && listed) joinRoom({ roomId: listed.id });
  }, [mustJoin, listed, joinRoom]);

  const nameOf = (userId: string) => membersRef.current.find((member) => member.id === userId)?.displayName;
  const feed = useRoomFeed(activeRoom?.id ?? null, {
    onLiveMessage: (message) => {
      // One's own photo may come back over the feed before its send has answered.
      if (message.userId === user.id) photos.arrived(message);
      else if (isPhotoMessage(message.photoUrl) && message.content === '')
        announcer.announce(m.chat.sentPhoto(message.user.displayName));
      else announcer.announce(`${message.user.displayName}: ${message.content.slice(0, 140)}`);
    },
    onPresence: (event) => {
      if (event.userId === user.id) return;
      if (event.type === 'user_joined' && !nameOf(event.userId)) void utils.rooms.get.invalidate();
      const name = nameOf(event.userId) ?? m.chat.someMember;
      // A member who left the room (not only went offline) leaves its member list and count.
      if (event.type === 'user_left' && event.memberLeft) {
        void Promise.all([utils.rooms.get.invalidate(), utils.chatData.get.invalidate()]);
        announcer.announce(m.chat.memberLeftRoom(name));
        return;
      }
      announcer.announce(event.type === 'user_joined' ? m.chat.cameOnline(name) : m.chat.wentOffline(name));
    },
    onError: (text) =>
      showToast({ message: renderText(m, text.key, text.params) ?? text.key, tone: 'danger' }),
  });

  useReadPosition(feed, activeRoom?.id ?? null);
  const outbox = useOutbox(user, (message) => feed?.deliver(message));
  const photos = usePhotoUploads(user, (message) => feed?.deliver(message));

  useVanishedChat(lists, activeRoom, selectRoom);
  useRemovedRoom(lists.rooms, activeRoom, selectRoom);
  useNewRooms();

  const latest = useRef({ activeRoom, lists });
  latest.current = { activeRoom, lists };
  usePrivateChatEvents((event) => {
    const { activeRoom: open, lists: now } = latest.current;
    const actions = privateChatActions(
      event,
      {
        selfId: user.id,
        activeRoomId: open?.id ?? null,
        rooms: now.rooms,
        privateChats: now.privateChats,
      },
      m,
    );
    for (const action of actions) {
      if (action.type === 'refresh') void utils.chatData.get.invalidate();
      else if (action.type === 'switch') selectRoom(action.room?.id ?? null, action.room?.name);
      else {
        const { roomId, roomName } = action;
        announcer.announce(`${action.title}: ${action.message}`);
        showToast({
          title: action.title,
          message: action.message,
          tone: action.tone,
          action: roomId
            ? { label: m.chat.openChat, onClick: () => selectRoom(roomId, roomName) }
            : undefined,
        });
      }
    }
  });

  const { startPrivateChat, closePrivateChat } = usePrivateChatActions(selectRoom, latest);

  const value = useMemo<ChatContextValue>(
    () => ({
      user,
      rooms: lists.rooms,
      privateChats: lists.privateChats,
      unread: lists.unread,
      notificationLevels,
      roomsLoading: chatData.isPending,
      activeRoom,
      selectRoom,
      members,
      feed,
      outbox,
      photos,
      announcer,
      startPrivateChat,
      closePrivateChat,
    }),
    [
      user,
      lists,
      notificationLevels,
      chatData.isPending,
      activeRoom,
      selectRoom,
      members,
      feed,
      outbox,
      photos,
      announcer,
      startPrivateChat,
      closePrivateChat,
    ],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
