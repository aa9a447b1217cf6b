import type { Messages } from '../types';

export const bell: Messages['bell'] = {
  title: 'Benachrichtigungen',
  open: (unread) =>
    unread === 0
      ? 'Benachrichtigungen'
      : unread === 1
        ? 'Benachrichtigungen, 1 ungelesen'
        : `Benachrichtigungen, ${unread} ungelesen`,
  markAllRead: 'Alle als gelesen markieren',
  empty: 'Noch keine Benachrichtigungen',
  emptyHint: 'Freundschaftsanfragen, Erwähnungen und Einladungen erscheinen hier.',
  loading: 'Benachrichtigungen werden geladen …',
  loadFailed: 'Benachrichtigungen konnten nicht geladen werden',
  retry: 'Erneut versuchen',
  unread: 'Ungelesen',
  markFailed: 'Die Benachrichtigung konnte nicht als gelesen markiert werden',
};
