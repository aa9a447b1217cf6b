import type { Messages } from '../types';

export const common: Messages['common'] = {
  close: 'Schließen',
  invalidInput: 'Ungültige Eingabe',
  justNow: 'Gerade eben',
  language: 'Sprache',
};

export const notFound: Messages['notFound'] = { page: 'Seite nicht gefunden' };

export const live: Messages['live'] = {
  invalidJson: 'Ungültiges JSON',
  invalidFrame: 'Ungültige Nachricht',
  unknownFrameType: (type) => `Unbekannter Nachrichtentyp: ${type}`,
  failed: 'Da ist etwas schiefgelaufen',
  websocketOnly: 'Live-Aktualisierungen gibt es nur über den WebSocket',
  restarting: 'Der Server startet gerade neu. Bitte versuche es gleich noch einmal.',
};
