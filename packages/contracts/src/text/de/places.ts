import type { Messages } from '../types';

export const places: Messages['places'] = {
  locationUpdated: 'Standort gespeichert',
  updateFailed: 'Der Standort konnte nicht gespeichert werden',
  didYouMean: (city) => `Meinst du ${city}?`,
  useMyLocation: 'Meinen Standort verwenden',
  locating: 'Standort wird ermittelt …',
  cityPlaceholder: 'Tipp deinen Ort ein',
  privacyNote: 'Andere sehen deinen Ort und wie weit du entfernt bist, nie deine genaue Position.',
  cityLabel: 'Ort',
  saveLocation: 'Standort speichern',
  updateFailedDetail: 'Bitte prüf deine Verbindung und versuch es noch einmal.',
  veryClose: 'Ganz in der Nähe',
  thousandsKm: (figure) => `${figure} Tsd. km`,
  durationHours: (figure) => `${figure} Std.`,
  durationMinutes: (figure) => `${figure} Min.`,
  drivingDistance: 'Entfernung mit dem Auto',
  straightLineDistance: 'Ungefähre Luftlinie',
};
