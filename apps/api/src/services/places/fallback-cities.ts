import type { GazetteerFile } from './gazetteer-file';

/**
 * The ten cities searched when the gazetteer file cannot be read (accounts spec §8: "a
 * fallback list of ten cities"): the largest cities of the three countries, so that most
 * members still find theirs. Sorted by population, like the file.
 */
export const FALLBACK_GAZETTEER: GazetteerFile = {
  version: 1,
  attribution: 'GeoNames (CC BY 4.0)',
  areas: [
    ['Berlin', 'DE'],
    ['Wien', 'AT'],
    ['Hamburg', 'DE'],
    ['Bayern', 'DE'],
    ['Nordrhein-Westfalen', 'DE'],
    ['Hessen', 'DE'],
    ['Zürich', 'CH'],
    ['Steiermark', 'AT'],
    ['Genève', 'CH'],
    ['Basel-Stadt', 'CH'],
  ],
  names: [
    'Berlin',
    'Wien',
    'Hamburg',
    'München',
    'Köln',
    'Frankfurt am Main',
    'Zürich',
    'Graz',
    'Genève',
    'Basel',
  ],
  area: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  lat: [52.5244, 48.2085, 53.5507, 48.1374, 50.9333, 50.1155, 47.3667, 47.0667, 46.2022, 47.5584],
  lon: [13.4105, 16.3721, 9.993, 11.5755, 6.95, 8.6842, 8.55, 15.45, 6.1457, 7.5733],
  population: [3426354, 1691468, 1739117, 1260391, 963395, 650000, 341730, 222326, 183981, 164488],
  aliases: { '1': ['Vienna'], '3': ['Munich'], '4': ['Cologne'], '6': ['Zurich'], '8': ['Genf', 'Geneva'] },
};
