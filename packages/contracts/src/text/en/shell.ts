/** The chat screen's frame: header, its actions, the sidebar and the first-visit prompt (ours). */
export const shell = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  chats: 'Chats',
  account: 'Account',
  // accounts spec §2: the header buttons
  toggleUserList: 'Toggle user list',
  friends: 'Friends',
  settings: 'Settings',
  admin: 'Admin',
  logOut: 'Log out',
  /** On phones: friends, settings, admin and logout behind one button. */
  more: 'More',
  // chat spec §2: the sidebar's tabs
  tabRooms: 'Rooms',
  tabPrivate: 'Private',
  /** Read before the user card's name: where the card leads. */
  yourProfile: 'Your profile: ',
  // ours: a private chat's header says whether the other member is around
  onlineNow: 'Online now',
  notOnline: 'Not online',
  // ours: the prompt for a fresh profile
  completeProfileTitle: 'Complete your profile',
  completeProfileText:
    'Add a photo and a few words about yourself, so others know who they are chatting with.',
  completeProfileAction: 'Edit profile',
  dismissPrompt: 'Dismiss',
};
