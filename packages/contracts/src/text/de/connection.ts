import { plural } from '../plural';
import type { Messages } from '../types';

export const connection: Messages['connection'] = {
  invalidHost: 'Ungültiger WebSocket-Host',
  invalidUrl: 'Ungültige WebSocket-Adresse',
  createFailed: (reason) => `WebSocket konnte nicht erstellt werden: ${reason}`,
  error: 'Verbindungsfehler',
  parseFailed: 'Eine eingehende Nachricht konnte nicht gelesen werden',
  joinFailed: (reason) => `Beitreten zum Raum fehlgeschlagen: ${reason}`,
  retrying: (seconds, attempt, max) =>
    `Verbindung verloren. Neuer Versuch in ${seconds} s (${attempt}/${max})`,
  offline: 'Du bist offline. Nahbar verbindet sich wieder, sobald dein Netz zurück ist.',
  serverUnreachable: (seconds) => `Der Server ist gerade nicht erreichbar. Neuer Versuch in ${seconds} s`,
  liveChannelRefused: (seconds) =>
    `Der Server antwortet, aber die Live-Verbindung klappt nicht. Neuer Versuch in ${seconds} s`,
  stillDisconnected: (seconds) => `Noch keine Verbindung. Neuer Versuch in ${seconds} s`,
  processingQueue: 'Warteschlange wird gesendet',
  connected: 'Verbunden',
  connecting: 'Verbindung wird aufgebaut',
  reconnecting: 'Verbindung wird wiederhergestellt',
  disconnected: 'Nicht verbunden',
  connectionError: 'Verbindungsfehler',
  status: (state) => `Verbindung: ${state}`,
  connectedMeaning: 'Neue Nachrichten kommen live an.',
  connectingMeaning: 'Gleich bist du live.',
  reconnectingMeaning: 'Die Verbindung wird neu versucht.',
  disconnectedMeaning: 'Was du schreibst, wartet und wird gesendet, sobald die Verbindung zurück ist.',
  errorMeaning: 'Die Live-Verbindung lässt sich hier nicht öffnen.',
  banner: 'Verbindung',
  queued: (count) => `${count} in Warteschlange`,
  failed: (count) => `${count} fehlgeschlagen`,
  details: 'Details anzeigen',
  hideDetails: 'Details ausblenden',
  reconnect: 'Neu verbinden',
  clearFailed: 'Fehlgeschlagene löschen',
  retryAttempt: (attempt, max) => `Versuch ${attempt} von ${max}`,
  slowRetryAttempt: (attempt, minSeconds, maxSeconds) =>
    `Versuch ${attempt} (jetzt alle ${minSeconds} bis ${maxSeconds} s)`,
  lastProblem: (problem) => `Letztes Problem: ${problem}`,
  disconnectedSince: (time) => `Getrennt seit ${time}`,
  waitingToBeSent: 'Wartet auf Versand',
  notSent: (tries) =>
    `Nach ${tries} ${plural('de', tries, 'Versuch', 'Versuchen')} nicht gesendet oder abgelehnt`,
};
