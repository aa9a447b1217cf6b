import type { Messages } from '../types';

export const emailPages: Messages['emailPages'] = {
  forgotTitle: 'Passwort vergessen?',
  forgotIntro:
    'Gib deinen Benutzernamen oder deine E-Mail-Adresse ein. Hat dein Konto eine bestätigte Adresse, schicken wir dir einen Link für ein neues Passwort.',
  loginLabel: 'Benutzername oder E-Mail',
  sendLink: 'Link senden',
  forgotSent: (minutes: number) =>
    `Passt ein Konto mit bestätigter Adresse, haben wir einen Link geschickt. Er gilt ${minutes} Minuten.`,
  backToSignIn: 'Zurück zur Anmeldung',
  resetTitle: 'Neues Passwort festlegen',
  setPassword: 'Passwort festlegen',
  passwordSet: 'Dein neues Passwort gilt. Alle anderen Sitzungen wurden abgemeldet.',
  askNewLink: 'Neuen Link anfordern',
  verifyTitle: 'E-Mail-Adresse bestätigen',
  verifyIntro: 'Bestätige, dass die Adresse, an die dieser Link ging, deine ist.',
  confirmAddress: 'Adresse bestätigen',
  verified: (email: string) => `Deine Adresse ${email} ist bestätigt.`,
  openEmailSettings: 'E-Mail-Einstellungen öffnen',
  toChat: 'Zum Chat',
  unsubscribeTitle: 'E-Mails abbestellen',
  unsubscribeIntro: 'Schalte die E-Mail-Nachricht ab, mit der dieser Link kam.',
  unsubscribe: 'Abbestellen',
  unsubscribed: (notice: string) => `Du bekommst „${notice}“ nicht mehr per E-Mail.`,
  notificationSettings: 'Benachrichtigungseinstellungen',
  failed: 'Das hat nicht geklappt. Bitte versuch es noch einmal.',
  verificationSent: (email: string) =>
    `Wir haben einen Link an ${email} geschickt. Öffne ihn, um deine Adresse zu bestätigen.`,
};
