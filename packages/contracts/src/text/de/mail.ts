import { plural } from '../plural';
import type { Messages } from '../types';

export const mail: Messages['mail'] = {
  greeting: (name: string) => `Hallo ${name},`,
  signature: 'Dein Nahbar-Team',
  footer: 'Du bekommst diese Mail, weil du diese Adresse bei deinem Nahbar-Konto angegeben hast.',
  linkFallback: 'Falls der Knopf nicht funktioniert, kopiere diese Adresse in deinen Browser:',
  linkOnce: 'Der Link funktioniert nur einmal und nur für begrenzte Zeit.',
  notYouIgnore: 'Wenn du das nicht warst, kannst du diese Mail ignorieren: Es ändert sich nichts.',
  unsubscribe: 'Abbestellen',
  unsubscribeHint: 'Du möchtest diese Mails nicht mehr?',
  notificationSettings: 'Benachrichtigungseinstellungen',
  verifySubject: 'Bestätige deine E-Mail-Adresse',
  verifyIntro:
    'Bitte bestätige, dass diese Adresse dir gehört, damit du mit ihr wieder in dein Konto kommst.',
  verifyButton: 'Adresse bestätigen',
  takenSubject: 'Deine E-Mail-Adresse wurde erneut eingegeben',
  takenIntro:
    'Jemand wollte diese E-Mail-Adresse zu einem Nahbar-Konto hinzufügen. Sie gehört schon zu deinem Konto, daher hat sich nichts geändert.',
  takenForgot: 'Wenn du das warst und dich nicht anmelden kannst, setze dein Passwort zurück:',
  takenButton: 'Passwort zurücksetzen',
  resetSubject: 'Setze dein Nahbar-Passwort zurück',
  resetIntro: 'Jemand möchte das Passwort deines Nahbar-Kontos zurücksetzen. Hier wählst du ein neues:',
  resetButton: 'Neues Passwort wählen',
  alertWhen: 'Wann',
  alertDevice: 'Gerät',
  alertDeviceText: (browser: string, system: string) => `${browser} auf ${system}`,
  unknownBrowser: 'ein unbekannter Browser',
  unknownSystem: 'einem unbekannten System',
  alertWasYou: 'Wenn du das warst, ist nichts zu tun.',
  alertNotYou:
    'Wenn du das nicht warst, ändere sofort dein Passwort in deinen Kontoeinstellungen. Kommst du nicht mehr hinein, fordere einen Link zum Zurücksetzen an:',
  alertAccountButton: 'Kontoeinstellungen öffnen',
  alertResetLink: 'Passwort zurücksetzen',
  signInSubject: 'Neue Anmeldung bei deinem Nahbar-Konto',
  signInIntro:
    'Gerade hat sich jemand mit einem Browser bei deinem Konto angemeldet, den wir noch nicht kannten.',
  passwordChangedSubject: 'Dein Nahbar-Passwort wurde geändert',
  passwordChangedIntro: 'Das Passwort deines Nahbar-Kontos wurde geändert.',
  emailChangedSubject: 'Deine Nahbar-E-Mail-Adresse wurde geändert',
  emailChangedIntro: (address: string) =>
    `Die E-Mail-Adresse deines Nahbar-Kontos wurde in ${address} geändert. Mails gehen jetzt dorthin.`,
  passwordResetAlertSubject: 'Dein Nahbar-Passwort wurde zurückgesetzt',
  passwordResetAlertIntro:
    'Das Passwort deines Nahbar-Kontos wurde mit einem per Mail geschickten Link zurückgesetzt.',
  dailySubject: 'Dein Tag auf Nahbar',
  dailyIntro: 'Das ist heute auf Nahbar passiert.',
  weeklySubject: 'Deine Woche auf Nahbar',
  weeklyIntro: 'Das waren die Höhepunkte deiner Woche auf Nahbar.',
  unreadIn: (room: string, count: number) =>
    `${room}: ${count} ${plural('de', count, 'ungelesene Nachricht', 'ungelesene Nachrichten')}`,
  friendRequests: (count: number) =>
    `${count} ${plural('de', count, 'neue Freundschaftsanfrage', 'neue Freundschaftsanfragen')}`,
  mentions: (count: number) => `${count} ${plural('de', count, 'Erwähnung', 'Erwähnungen')}`,
  newFriends: (count: number) => `${count} ${plural('de', count, 'neuer Freund', 'neue Freunde')}`,
  openApp: 'Nahbar öffnen',
};
