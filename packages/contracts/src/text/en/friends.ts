/**
 * The friends page (accounts spec §2 Friends, §8 Friends and success messages) and the friend
 * button beside other members in the chat (chat spec §4 Friendship, §8 Friends); "ours" where
 * the spec is silent.
 */
export const friends = {
  // accounts spec §2: the tabs
  tabFriends: 'Friends',
  tabRequests: 'Requests',
  tabFind: 'Find',
  // ours: the lists and their empty states
  loading: 'Loading friends...',
  searchFriends: 'Search friends',
  noFriends: 'No friends yet',
  noFriendsHint: 'Find members in the Find tab and send them a friend request.',
  noFriendMatches: 'No friends match your search',
  received: 'Received',
  sent: 'Sent',
  noReceived: 'No friend requests for you right now',
  noSent: 'You have no open friend requests',
  findLabel: 'Find members',
  findPlaceholder: 'Name or username',
  findHint: (min: number) => `Type at least ${min} characters to search`,
  searching: 'Searching...',
  noResults: 'No members found',
  retry: 'Retry',
  // accounts spec §2: badges of the Find results
  statusFriends: 'Friends',
  statusRequestSent: 'Request Sent',
  statusRequestReceived: 'Request Received',
  // accounts spec §2 and chat spec §4: actions
  addFriend: 'Add Friend',
  accept: 'Accept',
  decline: 'Decline',
  cancelRequest: 'Cancel',
  message: 'Message',
  removeFriend: 'Remove Friend',
  // ours: the actions named with whom they concern, for screen readers
  addFriendNamed: (name: string) => `Add Friend: ${name}`,
  requestSentNamed: (name: string) => `Friend request sent to ${name}, waiting for an answer`,
  acceptFrom: (name: string) => `Accept the friend request from ${name}`,
  declineFrom: (name: string) => `Decline the friend request from ${name}`,
  cancelTo: (name: string) => `Cancel the friend request to ${name}`,
  messageNamed: (name: string) => `Message ${name}`,
  removeNamed: (name: string) => `Remove ${name} from friends`,
  friendsWith: (name: string) => `Friends with ${name}: more actions`,
  // accounts spec §4: removal asks for confirmation
  removeTitle: 'Remove friend?',
  removeQuestion: (name: string) =>
    `Remove ${name} from your friends? You can send a new friend request later.`,
  remove: 'Remove',
  keep: 'Keep',
  // accounts spec §8 Friends
  respondFailed: 'Failed to respond to friend request',
  cancelFailed: 'Failed to cancel friend request',
  removeFailed: 'Failed to remove friend',
  startChatFailed: 'Failed to start chat',
  sendFailed: 'Failed to send friend request',
  fetchRequestsFailed: 'Failed to fetch friend requests',
  fetchSentFailed: 'Failed to fetch sent friend requests',
  fetchFriendsFailed: 'Failed to fetch friends',
  // accounts spec §8 success messages
  accepted: 'Friend request accepted!',
  declined: 'Friend request declined',
  sentSuccessfully: 'Friend request sent successfully!',
  cancelled: 'Friend request cancelled',
  removed: 'Friend removed successfully',
  chatStarted: 'Chat Started',
  // chat spec §8 Friends
  requestSentTo: (name: string) => `Friend request sent to ${name}`,
  removedFromFriends: (name: string) => `Removed ${name} from friends`,
  startedChatWith: (name: string) => `Started private chat with ${name}`,
  // ours: a request the other had already sent is accepted instead of sending one
  nowFriends: (name: string) => `You and ${name} are now friends`,
};
