import type { Messages } from '../types';

export const consent: Messages['consent'] = {
  title: 'Cookies bei Nahbar',
  text: 'Nahbar braucht ein Cookie, damit du angemeldet bleibst, und speichert deine Auswahl in deinem Browser. Wir setzen keine Analyse- oder Marketing-Cookies.',
  acceptAll: 'Alle Cookies akzeptieren',
  rejectAll: 'Alle ablehnen',
  customize: 'Anpassen',
  close: 'Schließen',
  privacyPolicy: 'Datenschutzerklärung',
  settingsTitle: 'Cookie-Einstellungen',
  necessary: 'Notwendig',
  necessaryText:
    'Das Sitzungs-Cookie, das dich angemeldet hält. Dein Browser speichert außerdem deine Sprache, deinen letzten Raum und diese Auswahl. Immer aktiv.',
  functional: 'Funktional',
  functionalText:
    'Nahbar setzt keine funktionalen Cookies über die notwendigen hinaus. Deine Auswahl bleibt gespeichert, falls sich das je ändert.',
  analytics: 'Analyse',
  analyticsText:
    'Nahbar verwendet keine Analyse-Cookies. Deine Auswahl bleibt gespeichert, falls sich das je ändert.',
  marketing: 'Marketing',
  marketingText:
    'Nahbar verwendet keine Marketing-Cookies. Deine Auswahl bleibt gespeichert, falls sich das je ändert.',
  back: 'Zurück',
  save: 'Einstellungen speichern',
};
