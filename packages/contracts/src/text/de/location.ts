import type { Messages } from '../types';

export const location: Messages['location'] = {
  found: 'Standort gefunden',
  notFound: 'Standort nicht gefunden',
  notFoundDetail:
    'Für diesen Ort wurden keine Koordinaten gefunden. Die Registrierung geht ohne genaue Koordinaten weiter.',
  lookupFailed: 'Standortsuche fehlgeschlagen',
  geoUnsupported: 'Dein Browser unterstützt keine Standortbestimmung.',
  geoDenied: 'Standortzugriff verweigert. Bitte erlaube den Standortzugriff in deinen Browser-Einstellungen.',
  geoUnavailable: 'Standort nicht verfügbar. Bitte prüf deine Internetverbindung.',
  geoTimeout: 'Die Standortabfrage hat zu lange gedauert. Bitte versuch es noch einmal.',
  geoUnknown: 'Beim Ermitteln deines Standorts ist ein unbekannter Fehler aufgetreten.',
  cityNotFound: 'Ort nicht gefunden',
  distancesHidden:
    'Solange du keinen Ort wählst, den wir kennen, zeigen wir keine Entfernungen zu anderen Mitgliedern.',
  unableToValidate: 'Der Ort konnte nicht geprüft werden',
  unableToValidateOffline: 'Der Ort konnte nicht geprüft werden. Bitte prüf deine Internetverbindung.',
  invalidCoordinates: 'Ungültige Koordinaten',
};
