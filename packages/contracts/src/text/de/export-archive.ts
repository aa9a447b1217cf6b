import { plural } from '../plural';
import type { Messages } from '../types';

export const exportArchive: Messages['exportArchive'] = {
  title: 'Deine Nahbar-Daten',
  intro:
    'Dieses Archiv enthält alles, was Nahbar über dich speichert: deine Daten als maschinenlesbare Datei und deine Fotos.',
  memberLabel: 'Mitglied',
  memberIdLabel: 'Mitglieds-ID',
  exportedAtLabel: 'Exportiert am',
  filesTitle: 'Was in diesem Archiv steckt',
  exportJson: (messages: string) =>
    `Dein Profil, deine Einstellungen, Freunde, Freundschaftsanfragen (offene, beantwortete und zurückgezogene), Blockierungen, deine Meldungen, Benachrichtigungen, Sitzungen, die Browser, die Nahbar benachrichtigen darf, die Räume, die du erstellt hast, mit ihren Beschreibungen, wie weit du in jedem Raum gelesen hast, Moderationsmaßnahmen gegen dich und Meldungen über dich (Grund und Datum, nie wer gemeldet hat) und deine letzten ${messages} Nachrichten als JSON. Dieselbe Datei wie beim JSON-Export.`,
  readme: 'Diese Übersicht. Du kannst sie in jedem Webbrowser öffnen.',
  photosFolder:
    'Deine Fotos, so wie Nahbar sie speichert: neu kodiert, ohne Standort- und Kameradaten. Jede Datei ist nach der ID des Fotos benannt; die Tabelle unten nennt ihren ursprünglichen Namen.',
  photosTitle: 'Deine Fotos',
  fileColumn: 'Datei',
  originalNameColumn: 'Ursprünglicher Name',
  usedAsColumn: 'Verwendet als',
  uploadedColumn: 'Hochgeladen',
  primaryPhoto: 'Hauptfoto im Profil',
  profilePhoto: 'Profilfoto',
  messagePhoto: (count: number) => `In ${count} ${plural('de', count, 'Nachricht', 'Nachrichten')} gesendet`,
  missingFile: 'Nicht enthalten: Die Datei wurde im Fotospeicher nicht gefunden.',
  missingSummary: (count: number) =>
    `${count} ${plural('de', count, 'Foto ist', 'Fotos sind')} aufgeführt, aber nicht enthalten, weil ${plural('de', count, 'seine Datei', 'ihre Dateien')} nicht gefunden ${plural('de', count, 'wurde', 'wurden')}. Dein Datenexport führt ${plural('de', count, 'es', 'sie')} trotzdem auf.`,
  noPhotos: 'In diesem Export sind keine Fotos.',
};
