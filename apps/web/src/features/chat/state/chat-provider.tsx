import {
  CHAT_DATA_GC_MS,
  CHAT_DATA_STALE_MS,
  isPhotoMessage,
  type TPublicUser,
  type TSessionUser,
} from '@nahbar/contracts';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { liveConnection } from '../../../lib/app-clients';
import { trpc } from '../../../lib/trpc';
import { usePhotoUploads } from '../photos/use-photo-uploads';
import { LiveAnnouncer } from '../rules/live-announcer';
import { privateChatActions } from '../rules/private-chat-events';
import { ChatContext, type ChatContextValue } from './chat-context';
import { showToast } from './chat-toasts';
import { useActiveRoom } from './use-active-room';
import { useOutbox } from './use-outbox';
import { usePrivateChatActions } from './use-private-chat-actions';
import { usePrivateChatEvents } from './use-private-chat-events';
import { useRoomFeed } from './use-room-feed';
import { useVanishedChat } from './use-vanished-chat';

const NO_MEMBERS: TPublicUser[] = [];

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
      loaded: chatData.isSuccess,
    }),
    [chatData.data, chatData.isSuccess],
  );
  const { activeRoom, selectRoom } = useActiveRoom(lists, routeRoomId);
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
        announcer.announce(`${message.user.displayName} sent a photo`);
      else announcer.announce(`${message.user.displayName}: ${message.content.slice(0, 140)}`);
    },
    onPresence: (event) => {
      if (event.userId === user.id) return;
      if (event.type === 'user_joined' && !nameOf(event.userId)) void utils.rooms.get.invalidate();
      const name = nameOf(event.userId) ?? 'A member';
      announcer.announce(event.type === 'user_joined' ? `${name} is online` : `${name} went offline`);
    },
    onError: (text) => showToast({ message: text, tone: 'danger' }),
  });

  const outbox = useOutbox(user, (message) => feed?.deliver(message));
  const photos = usePhotoUploads(user, (message) => feed?.deliver(message));

  useVanishedChat(lists, activeRoom, selectRoom);

  const latest = useRef({ activeRoom, lists });
  latest.current = { activeRoom, lists };
  usePrivateChatEvents((event) => {
    const { activeRoom: open, lists: now } = latest.current;
    const actions = privateChatActions(event, {
      selfId: user.id,
      activeRoomId: open?.id ?? null,
      rooms: now.rooms,
      privateChats: now.privateChats,
    });
    for (const action of actions) {
      if (action.type === 'refresh') void utils.chatData.get.invalidate();
      else if (action.type === 'switch') selectRoom(action.room?.id ?? null, action.room?.name);
      else {
        const { roomId } = action;
        announcer.announce(`${action.title}: ${action.message}`);
        showToast({
          title: action.title,
          message: action.message,
          tone: action.tone,
          action: roomId ? { label: 'Open chat', onClick: () => selectRoom(roomId) } : undefined,
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
