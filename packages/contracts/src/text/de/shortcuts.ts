import type { Messages } from '../types';

export const shortcuts: Messages['shortcuts'] = {
  title: 'Tastenkürzel',
  openHelp: 'Diese Liste zeigen',
  search: 'Nachrichten, Mitglieder und Räume durchsuchen',
  focusComposer: 'Zum Nachrichtenfeld springen',
  send: 'Nachricht senden',
  newLine: 'Neue Zeile in der Nachricht',
  mention: 'Ein Mitglied erwähnen',
  closeDialog: 'Dialog oder Menü schließen',
  moveFocus: 'Zwischen Bedienelementen wechseln',
  reply: 'Auf die Nachricht im Fokus antworten',
  cancelReply: 'Antworten oder Bearbeiten abbrechen',
};
