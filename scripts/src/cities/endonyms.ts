/**
 * GeoNames names a few cities in English (or, for Sion, in German). Members type the local name, so the local
 * name becomes the city's name and the GeoNames one stays searchable as an alias.
 * Keyed by `country:GeoNames name`.
 */
export const ENDONYMS: Record<string, string> = {
  'AT:Vienna': 'Wien',
  'DE:Munich': 'München',
  'CH:Sitten': 'Sion',
};

/** Other names members commonly type for a city, keyed by `country:final name`. */
export const EXTRA_ALIASES: Record<string, string[]> = {
  'CH:Genève': ['Genf', 'Geneva'],
  'CH:Luzern': ['Lucerne'],
  'CH:Basel': ['Bâle'],
  'CH:Zürich': ['Zurich'],
  'CH:Bern': ['Berne'],
  'CH:Biel/Bienne': ['Biel', 'Bienne'],
  'CH:Neuchâtel': ['Neuenburg'],
  'CH:Fribourg': ['Freiburg im Üechtland'],
  'CH:Lugano': ['Lauis'],
  'DE:Köln': ['Cologne'],
  'DE:Nürnberg': ['Nuremberg'],
  'DE:Hannover': ['Hanover'],
  'DE:Braunschweig': ['Brunswick'],
  'DE:Freiburg': ['Freiburg im Breisgau'],
  'DE:Frankfurt am Main': ['Frankfurt/Main'],
};
