import type { Messages } from '../types';

export const account: Messages['account'] = {
  displayNameRequired: 'Bitte gib einen Anzeigenamen ein',
  bioTooLong: 'Deine Beschreibung darf höchstens 500 Zeichen lang sein',
  passwordConfirmationRequired: 'Bitte bestätige mit deinem Passwort',
  displayNameTooLong: 'Der Anzeigename darf höchstens 50 Zeichen lang sein',
  invalidGender: 'Wähle männlich, weiblich, nicht-binär oder divers',
  wrongPassword: 'Das Passwort stimmt nicht',
  currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein',
  deletedChatName: 'Privatchat',
  sessionNotFound: 'Diese Sitzung ist bereits beendet',
};
