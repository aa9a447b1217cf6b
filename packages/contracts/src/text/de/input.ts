import type { Messages } from '../types';

export const input: Messages['input'] = {
  invalidCharacters:
    'Der Text enthält Zeichen, die nicht verwendet werden können (Steuerzeichen oder kaputte Symbole)',
  directionCharacters: 'Namen dürfen keine Zeichen enthalten, die die Schreibrichtung ändern',
  reservedUsername: 'Dieser Benutzername ist reserviert. Bitte wähle einen anderen.',
  avatarNotOwnPhoto: 'Das Profilbild muss eines deiner eigenen Fotos sein',
  cityCharacters: 'Bitte gib einen einfachen Ortsnamen ohne Sonderzeichen ein',
  notANumber: 'Bitte gib eine Zahl ein',
};

export const request: Messages['request'] = {
  foreignOrigin: (expected) =>
    `Diese Adresse darf den Server nicht nutzen. Öffne die App unter ${expected} und versuch es noch einmal.`,
};
