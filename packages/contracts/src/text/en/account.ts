/** Profile editing, account deletion, password change and consent: the server's refusals. */
export const account = {
  // accounts spec §5
  displayNameRequired: 'Display name is required',
  bioTooLong: 'Bio must be less than 500 characters',
  passwordConfirmationRequired: 'Password confirmation is required',
  // ours
  displayNameTooLong: 'Display name must be at most 50 characters',
  invalidGender: 'Gender must be male, female, non-binary or other',
  wrongPassword: 'The password is not correct',
  currentPasswordRequired: 'Please enter your current password',
  // ours: what a private chat with a deleted member is called from then on
  deletedChatName: 'Private chat',
  // ours: signing out one device from the list of active sessions
  sessionNotFound: 'This session has already ended',
};
