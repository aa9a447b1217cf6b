import type { TPrivateChat, TPublicUser, TRoomListItem } from '@nahbar/contracts';
import { type RefObject, useCallback } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../toasts';
import { firstPublicRoom } from '../active-room/active-room';
import { httpStatusOf, serverMessageOf } from '../outbox/send-outcome';
import type { ActiveRoomView } from '../provider/chat-context';

interface Current {
  activeRoom: ActiveRoomView | null;
  lists: { rooms: readonly TRoomListItem[] };
}

/**
 * Starting a private chat from the user menu and closing one from the sidebar, with the
 * catalogue's toasts (chat spec §8); closing the open chat moves to the first public room.
 */
export function usePrivateChatActions(
  selectRoom: (roomId: string | null, name?: string) => void,
  /** The screen as it is when a call comes back. */
  latest: RefObject<Current>,
) {
  const m = useT();
  const utils = trpc.useUtils();
  const createChat = trpc.privateChats.create.useMutation();
  const startPrivateChat = useCallback(
    (other: TPublicUser) => {
      createChat.mutate(
        { userId: other.id },
        {
          onSuccess: async ({ room }) => {
            selectRoom(room.id, other.displayName);
            await utils.chatData.get.invalidate();
          },
          onError: (error) =>
            showToast({
              title: m.chat.startPrivateChatFailed,
              message: serverErrorText(m, error) ?? serverMessageOf(error) ?? m.chat.createPrivateChatFailed,
              tone: 'danger',
            }),
        },
      );
    },
    [createChat.mutate, selectRoom, utils, m],
  );

  const closeChat = trpc.privateChats.close.useMutation();
  const closePrivateChat = useCallback(
    (chat: TPrivateChat) => {
      closeChat.mutate(
        { roomId: chat.id },
        {
          onSuccess: async () => {
            showToast({
              title: m.chat.privateChatClosed,
              message: m.chat.privateChatClosedDetail,
              tone: 'success',
            });
            if (latest.current.activeRoom?.id === chat.id) {
              const room = firstPublicRoom(latest.current.lists.rooms);
              selectRoom(room?.id ?? null, room?.name);
              if (room) showToast({ title: m.chat.switchedRoom, message: m.chat.nowChattingIn(room.name) });
            }
            await utils.chatData.get.invalidate();
          },
          onError: (error) =>
            showToast({
              tone: 'danger',
              message:
                httpStatusOf(error) === undefined
                  ? m.chat.closeFailedNetwork
                  : (serverErrorText(m, error) ?? serverMessageOf(error) ?? m.chat.closeFailed),
            }),
        },
      );
    },
    [closeChat.mutate, selectRoom, utils, latest, m],
  );

  return { startPrivateChat, closePrivateChat };
}
