import type { Messages } from '../types';

export const sidebar: Messages['sidebar'] = {
  createRoom: 'Raum erstellen',
  rooms: 'Räume',
  privateRoomLabel: (room) => `${room} (privater Raum)`,
  privateChats: 'Privatchats',
  privateChatWith: (name) => `Privatchat mit ${name}`,
  closePrivateChatWith: (name) => `Privatchat mit ${name} beenden`,
  roomName: 'Raumname',
  description: 'Beschreibung',
  optional: 'Optional',
  privateRoom: 'Privater Raum',
  privateRoomHint: 'Nur eingeladene Mitglieder können beitreten',
  cancel: 'Abbrechen',
  unreadMessages: (count) =>
    count === 1
      ? '1 ungelesene Nachricht'
      : count > 99
        ? 'Mehr als 99 ungelesene Nachrichten'
        : `${count} ungelesene Nachrichten`,
  mentionsYou: 'erwähnt dich',
  tabTitle: (unread, title) => `(${unread}) ${title}`,
  tabTitleMentioned: (unread, title) => `(@ ${unread}) ${title}`,
};
