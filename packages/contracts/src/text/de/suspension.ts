import type { Messages } from '../types';

export const suspension: Messages['suspension'] = {
  reason: (reason) => `Grund: ${reason}`,
  until: (when) => `Gesperrt bis ${when}`,
  untilLifted: 'Gesperrt, bis das Team die Sperre aufhebt',
  endedWhileSignedIn:
    'Dein Konto wurde gesperrt, während du angemeldet warst. Melde dich erneut an, um zu sehen, warum und wie lange.',
  contact: 'Fragen, oder hältst du das für einen Fehler? Schreib dem Team:',
};
