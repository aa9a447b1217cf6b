import type { Messages } from '../types';

export const messages: Messages['messages'] = {
  listLabel: 'Nachrichten',
  empty: 'Noch keine Nachrichten – sag Hallo!',
  sending: 'Wird gesendet …',
  queued: 'Wartet auf Verbindung',
  notSent: 'Nicht gesendet',
  seen: 'Gesehen',
  byAt: (name, time) => `${name}, ${time}`,
  typingOne: (name) => `${name} schreibt …`,
  typingTwo: (first, second) => `${first} und ${second} schreiben …`,
  typingMany: (count) => `${count} Mitglieder schreiben …`,
  someone: 'Jemand',
  edited: 'bearbeitet',
  editedAt: (time) => `Bearbeitet ${time}`,
  deletedBySender: 'Nachricht gelöscht',
};
