import type { Messages } from '../types';

export const email: Messages['email'] = {
  addressLabel: 'E-Mail (optional)',
  addressHint: 'Nur, um wieder hineinzukommen, und für die Nachrichten, die du wählst. Niemand sieht sie.',
  invalidAddress: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  loginRequired: 'Bitte gib deinen Benutzernamen oder deine E-Mail-Adresse ein.',
  linkInvalid: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  addressTaken: 'Diese Adresse gehört jetzt zu einem anderen Konto.',
  forgotPassword: 'Passwort vergessen?',
};
