import type { Messages } from '../types';

export const composer: Messages['composer'] = {
  label: 'Nachricht',
  placeholderRoom: (room) => `Nachricht an #${room}`,
  placeholderPerson: (name) => `Nachricht an ${name}`,
  send: 'Nachricht senden',
  emoji: 'Emoji einfügen',
  emojiPicker: 'Emoji-Auswahl',
  uploadPhoto: 'Foto hochladen',
  mentionList: 'Mitglied erwähnen',
};
