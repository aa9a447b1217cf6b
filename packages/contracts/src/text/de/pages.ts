import type { Messages } from '../types';

export const pages: Messages['pages'] = {
  backToChat: 'Zurück zum Chat',
  backToProfile: 'Zurück zum Profil',
  loading: 'Wird geladen …',
  errorTitle: 'Da ist etwas schiefgelaufen',
  errorDetail: 'Diese Seite konnte nicht angezeigt werden. Meist hilft es, sie neu zu laden.',
  reload: 'Neu laden',
  adminTitle: 'Admin-Dashboard',
  adminBadge: 'Nur für Admins',
  settings: 'Einstellungen',
  friends: 'Freunde',
  profile: 'Profil',
};
