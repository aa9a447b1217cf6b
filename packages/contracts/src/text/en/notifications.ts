/**
 * Stored notifications (accounts spec §3, §4): their titles and texts, written in the
 * recipient's language when created, and the server's refusals. Names are display names.
 */
export const notifications = {
  friendRequestTitle: 'New friend request',
  friendRequestBody: (name: string) => `${name} wants to be your friend.`,
  friendAcceptedTitle: 'Friend request accepted',
  friendAcceptedBody: (name: string) => `${name} accepted your friend request.`,
  mentionTitle: 'You were mentioned',
  mentionBody: (name: string, room: string) => `${name} mentioned you in ${room}.`,
  mentionInChatBody: (name: string) => `${name} mentioned you in your private chat.`,
  privateChatTitle: 'New private chat',
  privateChatBody: (name: string) => `${name} started a private chat with you.`,
  roomInviteTitle: 'Added to a room',
  roomInviteBody: (name: string, room: string) => `${name} added you to ${room}.`,
  privateMessageTitle: (name: string) => `New message from ${name}`,
  privateMessageBody: 'Open your private chat to read it.',
  // ours: what a room notifies of, from its header
  level: 'Notifications',
  levelAll: 'All messages',
  levelAllHint: 'Mentions, and every message of a private chat',
  levelMentions: 'Mentions only',
  levelMentionsHint: 'Only when someone mentions you',
  levelNothing: 'Nothing',
  levelNothingHint: 'Unread messages are still counted, quietly',
  levelOf: (level: string) => `Notify me: ${level}`,
  levelFailed: 'Failed to change notifications',
  // ours: refusals
  invalidLevel: 'Choose all messages, mentions only or nothing',
  pushSubscriptionNotFound: 'Browser not found',
  pushSubscriptionInvalid: 'This browser’s push subscription is not valid',
  pushEndpointTaken: 'This browser is notified for another account: sign that account out here first',
  pushLimit: 'Too many browsers: remove one first',
  notFound: 'Notification not found',
};
