import type { Messages } from '../types';

export const shell: Messages['shell'] = {
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  chats: 'Chats',
  account: 'Konto',
  toggleUserList: 'Mitgliederliste ein-/ausblenden',
  friends: 'Freunde',
  settings: 'Einstellungen',
  admin: 'Verwaltung',
  logOut: 'Abmelden',
  more: 'Mehr',
  tabRooms: 'Räume',
  tabPrivate: 'Privat',
  yourProfile: 'Dein Profil: ',
  onlineNow: 'Gerade online',
  notOnline: 'Nicht online',
  completeProfileTitle: 'Vervollständige dein Profil',
  completeProfileText:
    'Füg ein Foto und ein paar Worte über dich hinzu, damit andere wissen, mit wem sie chatten.',
  completeProfileAction: 'Profil bearbeiten',
  dismissPrompt: 'Ausblenden',
};
