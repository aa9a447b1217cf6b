/** The frame of the pages beside the chat, the error and not-found pages, the admin placeholder. */
export const pages = {
  backToChat: 'Back to chat',
  backToProfile: 'Back to profile',
  loading: 'Loading',
  errorTitle: 'Something went wrong',
  errorDetail: 'This screen could not be shown. Reloading the page usually helps.',
  reload: 'Reload',
  adminTitle: 'Admin Dashboard',
  adminBadge: 'Admin',
  settings: 'Settings',
  friends: 'Friends',
  profile: 'Profile',
};
