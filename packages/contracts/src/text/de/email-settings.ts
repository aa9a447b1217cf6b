import type { Messages } from '../types';

export const emailSettings: Messages['emailSettings'] = {
  title: 'E-Mail',
  intro: 'Nur, um wieder hineinzukommen, und für die Nachrichten, die du wählst. Niemand sieht sie.',
  verified: (email: string) => `Bestätigte Adresse: ${email}`,
  none: 'Noch keine bestätigte Adresse.',
  pending: (email: string) => `Wartet auf Bestätigung: ${email}`,
  newAddress: 'Neue Adresse',
  password: 'Dein Passwort',
  passwordHint: 'Damit wir wissen, dass du es bist.',
  sendLink: 'Bestätigungslink senden',
  linkSent: (email: string, hours: number) =>
    `Wir haben einen Link an ${email} geschickt. Öffne ihn innerhalb von ${hours} Stunden.`,
  failed: 'Die Adresse konnte nicht gespeichert werden',
  loading: 'Deine E-Mail-Adresse wird geladen …',
  loadFailed: 'Deine E-Mail-Adresse konnte nicht geladen werden',
  needAddress: 'Für Nachrichten per E-Mail brauchst du eine bestätigte Adresse.',
  addAddress: 'Adresse hinzufügen',
};
