import { serverErrorText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../toasts';
import {
  type FriendAction,
  type FriendSuccess,
  type FriendSurface,
  failureText,
  successToast,
} from './friend-feedback';
import { invalidateRelations } from './invalidate-relations';

/** Whom an action concerns: enough to call the server and to name them in a toast. */
export interface FriendTarget {
  id: string;
  displayName: string;
}

/**
 * Sending, answering, cancelling and removing friendships, and starting a private chat with a
 * friend, each with its toasts (accounts spec §8, chat spec §8). Every change asks the relation
 * lists again at once; the other member learns of it through `relations_changed`.
 */
export function useFriendActions(surface: FriendSurface) {
  const m = useT();
  const utils = trpc.useUtils();
  const toast = (outcome: FriendSuccess) => {
    const { title, message } = successToast(m, surface, outcome);
    showSuccessToast(message, title);
  };
  const succeeded = (outcome: FriendSuccess) => {
    toast(outcome);
    return invalidateRelations(utils);
  };
  const failed = (action: FriendAction) => (error: unknown) =>
    showFailureToast(failureText(m, action), serverErrorText(m, error));

  const send = trpc.friends.send.useMutation();
  const respond = trpc.friends.respond.useMutation();
  const cancel = trpc.friends.cancel.useMutation();
  const remove = trpc.friends.remove.useMutation();
  const createChat = trpc.privateChats.create.useMutation();

  return {
    pending:
      send.isPending || respond.isPending || cancel.isPending || remove.isPending || createChat.isPending,
    send: (target: FriendTarget) =>
      send.mutate(
        { userId: target.id },
        {
          onSuccess: ({ status }) => succeeded({ kind: 'sent', name: target.displayName, status }),
          onError: failed('send'),
        },
      ),
    respond: (requestId: string, action: 'accept' | 'decline') =>
      respond.mutate(
        { requestId, action },
        {
          onSuccess: () => succeeded({ kind: action === 'accept' ? 'accepted' : 'declined' }),
          onError: failed('respond'),
        },
      ),
    cancel: (requestId: string) =>
      cancel.mutate(
        { requestId },
        { onSuccess: () => succeeded({ kind: 'cancelled' }), onError: failed('cancel') },
      ),
    /** Call only after the member confirmed (accounts spec §4). */
    remove: (target: FriendTarget, onDone?: () => void) =>
      remove.mutate(
        { userId: target.id },
        {
          onSuccess: () => {
            onDone?.();
            return succeeded({ kind: 'removed', name: target.displayName });
          },
          onError: failed('remove'),
        },
      ),
    /** Opens a private chat with a friend; `open` shows it (a route change or the chat's room switch). */
    startChat: (target: FriendTarget, open: (roomId: string) => void) =>
      createChat.mutate(
        { userId: target.id },
        {
          onSuccess: async ({ room }) => {
            open(room.id);
            toast({ kind: 'chatStarted', name: target.displayName });
            await utils.chatData.get.invalidate();
          },
          onError: failed('startChat'),
        },
      ),
  };
}
