import type { Messages, TFriendshipStatus } from '@nahbar/contracts';

/**
 * Where a friend action was taken: the friends page speaks with accounts spec §8 ('Friend
 * request sent successfully!'), the chat's friend button with chat spec §8 ('Friend request
 * sent to Ben'). Both specs are kept, each on its own screen.
 */
export type FriendSurface = 'page' | 'chat';

export type FriendSuccess =
  /** `status` is what the server made of it: 'friends' when the other had already asked. */
  | { kind: 'sent'; name: string; status: TFriendshipStatus }
  | { kind: 'accepted' }
  | { kind: 'declined' }
  | { kind: 'cancelled' }
  | { kind: 'removed'; name: string }
  | { kind: 'chatStarted'; name: string };

export type FriendAction = 'send' | 'respond' | 'cancel' | 'remove' | 'startChat';

interface FriendToast {
  title?: string;
  message: string;
}

export function successToast(m: Messages, surface: FriendSurface, outcome: FriendSuccess): FriendToast {
  switch (outcome.kind) {
    case 'sent':
      if (outcome.status === 'friends') return { message: m.friends.nowFriends(outcome.name) };
      return {
        message: surface === 'page' ? m.friends.sentSuccessfully : m.friends.requestSentTo(outcome.name),
      };
    case 'accepted':
      return { message: m.friends.accepted };
    case 'declined':
      return { message: m.friends.declined };
    case 'cancelled':
      return { message: m.friends.cancelled };
    case 'removed':
      return { message: surface === 'page' ? m.friends.removed : m.friends.removedFromFriends(outcome.name) };
    case 'chatStarted':
      return { title: m.friends.chatStarted, message: m.friends.startedChatWith(outcome.name) };
  }
}

/** The catalogue's failure text of an action (accounts spec §8); the server's reason goes under it. */
export function failureText(m: Messages, action: FriendAction): string {
  return {
    send: m.friends.sendFailed,
    respond: m.friends.respondFailed,
    cancel: m.friends.cancelFailed,
    remove: m.friends.removeFailed,
    startChat: m.friends.startChatFailed,
  }[action];
}
