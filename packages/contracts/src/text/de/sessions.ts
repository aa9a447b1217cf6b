import type { Messages } from '../types';

export const sessions: Messages['sessions'] = {
  title: 'Angemeldete Geräte',
  intro:
    'Hier ist dein Konto gerade angemeldet. Melde jedes Gerät ab, das du nicht kennst, und ändere danach dein Passwort.',
  loading: 'Deine Geräte werden geladen …',
  loadFailed: 'Deine Geräte konnten nicht geladen werden',
  device: (browser: string, os: string) => `${browser} auf ${os}`,
  unknownBrowser: 'Unbekannter Browser',
  unknownSystem: 'unbekanntem System',
  thisDevice: 'Dieses Gerät',
  signedIn: (date: string) => `Angemeldet am ${date}`,
  lastUsed: (when: string) => `Zuletzt genutzt ${when}`,
  lastUsedJustNow: 'gerade eben',
  signOut: 'Abmelden',
  signOutNamed: (device: string) => `${device} abmelden`,
  signOutOthers: 'Alle anderen Geräte abmelden',
  noOtherDevices: 'Du bist nur auf diesem Gerät angemeldet.',
  signedOut: 'Gerät abgemeldet',
  signedOutOthers: (count: number) =>
    count === 1 ? 'Auf 1 anderen Gerät abgemeldet' : `Auf ${count} anderen Geräten abgemeldet`,
  signOutFailed: 'Abmelden fehlgeschlagen',
};
