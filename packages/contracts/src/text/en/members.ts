/** The 'Online in Room' panel and the user menu (chat spec §2). */
export const members = {
  closePanel: 'Close members panel',
  search: 'Search members',
  online: 'Online',
  offline: 'Offline',
  section: (title: string, count: number) => `${title} (${count})`,
  you: '(you)',
  /** Read after a member's name: the row is named by what it shows, presence included. */
  presence: (isOnline: boolean) => (isOnline ? ', online' : ', offline'),
  resizePanel: 'Resize members panel',
  sendMessage: 'Send Message',
  viewProfile: 'View Profile',
  blockUser: 'Block User',
  reportUser: 'Report User',
};
