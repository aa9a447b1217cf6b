import type { Messages } from '../types';

export const members: Messages['members'] = {
  closePanel: 'Mitgliederliste schließen',
  search: 'Mitglieder suchen',
  online: 'Online',
  offline: 'Offline',
  section: (title, count) => `${title} (${count})`,
  you: '(du)',
  presence: (isOnline) => (isOnline ? ', online' : ', offline'),
  resizePanel: 'Breite der Mitgliederliste ändern',
  sendMessage: 'Nachricht senden',
  viewProfile: 'Profil ansehen',
  blockUser: 'Blockieren',
  reportUser: 'Melden',
};
