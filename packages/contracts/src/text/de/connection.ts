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
  failedAfterRetries:
    'Verbindung nach mehreren Versuchen fehlgeschlagen. Bitte prüf deine Internetverbindung.',
  processingQueue: 'Warteschlange wird gesendet',
  connected: 'Verbunden',
  connecting: 'Verbindung wird aufgebaut',
  reconnecting: 'Verbindung wird wiederhergestellt',
  disconnected: 'Nicht verbunden',
  connectionError: 'Verbindungsfehler',
  status: (state) => `Verbindung: ${state}`,
  banner: 'Verbindung',
  queued: (count) => `${count} in Warteschlange`,
  failed: (count) => `${count} fehlgeschlagen`,
  details: 'Details anzeigen',
  hideDetails: 'Details ausblenden',
  reconnect: 'Neu verbinden',
  clearFailed: 'Fehlgeschlagene löschen',
  retryAttempt: (attempt, max) => `Versuch ${attempt} von ${max}`,
  lastProblem: (problem) => `Letztes Problem: ${problem}`,
  disconnectedSince: (time) => `Getrennt seit ${time}`,
  waitingToBeSent: 'Wartet auf Versand',
  notSent: (tries) =>
    `Nach ${tries} ${plural('de', tries, 'Versuch', 'Versuchen')} nicht gesendet oder abgelehnt`,
};
