import type { Messages } from '../types';

export const members: Messages['members'] = {
  closePanel: 'Mitgliederliste schließen',
  search: 'Mitglieder suchen',
  online: 'Online',
  offline: 'Offline',
  section: (title, count) => `${title} (${count})`,
  you: '(du)',
  everyone: 'Mitglieder',
  presence: (isOnline) => (isOnline ? ', online' : ', offline'),
  inThisRoom: 'in diesem Raum',
  statusUnknown: 'Status unbekannt, solange du offline bist',
  resizePanel: 'Breite der Mitgliederliste ändern',
  sendMessage: 'Nachricht senden',
  viewProfile: 'Profil ansehen',
  blockUser: 'Blockieren',
  reportUser: 'Melden',
};
