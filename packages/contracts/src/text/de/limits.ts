import { plural } from '../plural';
import type { Messages } from '../types';

const seconds = (count: number) => `${count} ${plural('de', count, 'Sekunde', 'Sekunden')}`;

export const limits: Messages['limits'] = {
  tooFast: (wait) => `Das ging etwas schnell. Bitte warte ${seconds(wait)} und versuch es dann noch einmal.`,
  signInWait: (wait) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte ${seconds(wait)}, bevor du es noch einmal versuchst.`,
  roomCap: (max) =>
    `Du hast ${max} ${plural('de', max, 'Raum', 'Räume')} erstellt – mehr kann ein Mitglied nicht erstellen.`,
  tooManySockets: (max) =>
    `Du hast ${max} ${plural('de', max, 'Live-Verbindung', 'Live-Verbindungen')} offen, mehr geht pro Mitglied nicht. Schließ einen Tab oder ein anderes Gerät und versuch es noch einmal.`,
  tooManySubscriptions: (max) =>
    `Diese Verbindung folgt schon ${max} ${plural('de', max, 'Feed', 'Feeds')}, mehr geht nicht. Beende einen, bevor du einen neuen startest.`,
  tooManyCalls: (max) =>
    `Zu viele Aufrufe auf einmal: Eine Anfrage darf höchstens ${max} ${plural('de', max, 'Aufruf', 'Aufrufe')} enthalten.`,
  sendingPaused: (wait) => `Senden pausiert für ${wait} s`,
};
