/** The 'Online in Room' panel and the user menu (chat spec §2). */
export const members = {
  closePanel: 'Close members panel',
  search: 'Search members',
  online: 'Online',
  offline: 'Offline',
  section: (title: string, count: number) => `${title} (${count})`,
  you: '(you)',
  /** The list while one's own connection is down: nobody's status is known. */
  everyone: 'Members',
  /** Read after a member's name: the row is named by what it shows, presence included. */
  presence: (isOnline: boolean) => (isOnline ? ', online' : ', offline'),
  /** Beside a member who is in the room being shown right now (besides online anywhere). */
  inThisRoom: 'in this room',
  /** Said of presence while the viewer's own connection is down: it may be stale. */
  statusUnknown: 'Status unknown while offline',
  resizePanel: 'Resize members panel',
  sendMessage: 'Send Message',
  viewProfile: 'View Profile',
  blockUser: 'Block User',
  reportUser: 'Report User',
};
