import type { Messages } from '../types';

export const fetching: Messages['fetching'] = {
  missedMessages: 'Verpasste Nachrichten konnten nicht geladen werden',
  moreMessages: 'Weitere Nachrichten konnten nicht geladen werden',
  searchMessages: 'Die Nachrichtensuche ist fehlgeschlagen',
  searchUsers: 'Die Mitgliedersuche ist fehlgeschlagen',
  searchRooms: 'Die Raumsuche ist fehlgeschlagen',
};
