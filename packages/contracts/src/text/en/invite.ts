/** Inviting members to a private room from its header, and being told of it (chat spec §2). */
export const invite = {
  // the header's button and the dialog
  inviteMembers: 'Invite members',
  title: (room: string) => `Invite to ${room}`,
  intro: 'Added members see the room and its messages at once.',
  searchLabel: 'Search members',
  searchHint: (min: number) => `Type at least ${min} characters to find other members.`,
  friends: 'Friends',
  otherMembers: 'Other members',
  loading: 'Loading …',
  noFriends: 'No friends left to invite.',
  noMatchingFriends: 'No friends match.',
  noneFound: 'No members found.',
  invite: 'Invite',
  inviteNamed: (name: string) => `Invite ${name}`,
  // toasts of the inviter
  invited: 'Member added',
  invitedDetail: (name: string, room: string) => `${name} was added to ${room}`,
  inviteFailed: 'Invite failed',
  inviteFailedDetail: 'The member could not be added. Please try again.',
  // the invitee's toast
  addedToRoom: 'Added to a room',
  addedYou: (name: string, room: string) => `${name} added you to ${room}`,
};
