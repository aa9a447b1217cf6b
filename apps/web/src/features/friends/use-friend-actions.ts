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

  /**
   * Through the promise, not mutate's own callbacks: those are dropped when the row that asked
   * unmounts first, and a live `relations_changed` often takes an answered request's row away
   * before the answer to the one who answered it arrives (the toast went missing).
   */
  const run = <T>(call: Promise<T>, action: FriendAction, onSuccess: (result: T) => unknown) =>
    void call.then(onSuccess, failed(action)).catch(() => undefined);

  return {
    pending:
      send.isPending || respond.isPending || cancel.isPending || remove.isPending || createChat.isPending,
    send: (target: FriendTarget) =>
      run(send.mutateAsync({ userId: target.id }), 'send', ({ status }) =>
        succeeded({ kind: 'sent', name: target.displayName, status }),
      ),
    respond: (requestId: string, action: 'accept' | 'decline') =>
      run(respond.mutateAsync({ requestId, action }), 'respond', () =>
        succeeded({ kind: action === 'accept' ? 'accepted' : 'declined' }),
      ),
    cancel: (requestId: string) =>
      run(cancel.mutateAsync({ requestId }), 'cancel', () => succeeded({ kind: 'cancelled' })),
    /** Call only after the member confirmed (accounts spec §4). */
    remove: (target: FriendTarget, onDone?: () => void) =>
      run(remove.mutateAsync({ userId: target.id }), 'remove', () => {
        onDone?.();
        return succeeded({ kind: 'removed', name: target.displayName });
      }),
    /** Opens a private chat with a friend; `open` shows it (a route change or the chat's room switch). */
    startChat: (target: FriendTarget, open: (roomId: string) => void) =>
      run(createChat.mutateAsync({ userId: target.id }), 'startChat', async ({ room }) => {
        open(room.id);
        toast({ kind: 'chatStarted', name: target.displayName });
        await utils.chatData.get.invalidate();
      }),
  };
}
