/**
 * Friends, blocks, reports, privacy and contact filters: the server's refusals and the
 * toasts of accounts spec §8 and chat spec §8 ("ours" where the spec is silent).
 */
export const social = {
  // ours: refusals of the friends calls
  requestNotFound: 'Friend request not found',
  invalidAction: 'The action must be accept or decline',
  cannotFriendYourself: 'You cannot send a friend request to yourself',
  alreadyFriends: 'You are already friends',
  requestAlreadySent: 'You have already sent a friend request to this user',
  notFriends: 'You are not friends with this user',
  onlyReceiverResponds: 'Only the receiver can answer this friend request',
  onlySenderCancels: 'Only the sender can cancel this friend request',
  requestNotPending: 'This friend request has already been answered',
  // ours: a block hides both members from each other, so neither learns who blocked whom
  notAvailable: 'This member is not available',
  // ours: refusals of the block calls
  cannotBlockYourself: 'You cannot block yourself',
  alreadyBlocked: 'You have already blocked this user',
  notBlocked: 'You have not blocked this user',
  usernameRequired: 'Please enter a username',
  blockReasonTooLong: 'Reason must be at most 500 characters',
  // chat spec §5 and ours: reports
  reportFieldsRequired: 'Please fill in all required fields',
  reportDescriptionTooLong: 'Description must be at most 500 characters',
  cannotReportYourself: 'You cannot report yourself',
  reportedMessageNotFound: 'The reported message was not found',
  // ours: privacy settings and contact filters
  invalidPrivacyValue: 'This privacy setting has no such value',
  invalidGenderPreference: 'Gender preference must be all, male, female, non-binary or other',
  invalidAgeRange: 'Ages must be whole numbers from 18 to 99',
  // accounts spec §5
  ageMinAboveMax: 'Minimum age must be less than or equal to maximum age',
  // accounts spec §2: the profile page
  youBlockedThisUser: 'You have blocked this user',
};
