import type { TMessageSearchResult } from '@nahbar/contracts';
import { useNavigate } from '@tanstack/react-router';
import { serverErrorText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../toasts';
import { SEARCH_TARGET_PARAM } from './search-target';

/** What choosing a result does (chat-core §2); `onDone` closes the dialog. */
export function useSearchActions(onDone: () => void) {
  const m = useT();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const startChat = trpc.privateChats.create.useMutation({
    onSuccess: ({ room }) => {
      // The sidebar's private chat list gains the new chat.
      void utils.chatData.get.invalidate();
      void utils.privateChats.list.invalidate();
      onDone();
      void navigate({ to: '/chat/$roomId', params: { roomId: room.id } });
    },
    onError: (error) => {
      showToast({
        title: m.chat.startPrivateChatFailed,
        message: serverErrorText(m, error) ?? m.chat.createPrivateChatFailed,
        tone: 'danger',
      });
    },
  });

  return {
    openRoom(roomId: string) {
      onDone();
      void navigate({ to: '/chat/$roomId', params: { roomId } });
    },
    openMessage(message: TMessageSearchResult) {
      onDone();
      void navigate({
        to: '/chat/$roomId',
        params: { roomId: message.roomId },
        search: { [SEARCH_TARGET_PARAM]: message.id },
      });
    },
    viewProfile(userId: string) {
      onDone();
      void navigate({ to: '/profile/$userId', params: { userId } });
    },
    sendMessage(userId: string) {
      startChat.mutate({ userId });
    },
    /** The user a private chat is being opened with, while the call runs. */
    startingChatWith: startChat.isPending ? startChat.variables.userId : null,
  };
}

export type SearchActions = ReturnType<typeof useSearchActions>;
