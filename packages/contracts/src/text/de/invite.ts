import type { Messages } from '../types';

export const invite: Messages['invite'] = {
  inviteMembers: 'Mitglieder einladen',
  title: (room) => `In ${room} einladen`,
  intro: 'Hinzugefügte Mitglieder sehen den Raum und seine Nachrichten sofort.',
  searchLabel: 'Mitglieder suchen',
  searchHint: (min) => `Gib mindestens ${min} Zeichen ein, um weitere Mitglieder zu finden.`,
  friends: 'Freunde',
  otherMembers: 'Weitere Mitglieder',
  loading: 'Wird geladen …',
  noFriends: 'Keine Freunde mehr zum Einladen.',
  noMatchingFriends: 'Keine passenden Freunde.',
  noneFound: 'Keine Mitglieder gefunden.',
  invite: 'Einladen',
  inviteNamed: (name) => `${name} einladen`,
  invited: 'Mitglied hinzugefügt',
  invitedDetail: (name, room) => `${name} ist jetzt in ${room}`,
  inviteFailed: 'Einladen fehlgeschlagen',
  inviteFailedDetail: 'Das Mitglied konnte nicht hinzugefügt werden. Bitte versuch es noch einmal.',
  addedToRoom: 'Zu einem Raum hinzugefügt',
  addedYou: (name, room) => `${name} hat dich zu ${room} hinzugefügt`,
};
