import type { TCity, TCountryCode } from '@nahbar/contracts';
import { FALLBACK_GAZETTEER } from './fallback-cities';
import { foldName, type QualifiedParts, qualifiedParts } from './fold-name';
import { DEFAULT_GAZETTEER_PATH, type GazetteerFile, readGazetteerFile } from './gazetteer-file';

const COUNTRY_NAMES: Record<TCountryCode, string> = {
  DE: 'Germany',
  AT: 'Austria',
  CH: 'Switzerland',
};

/** The searchable city list. Index order is population order, largest first. */
export interface Gazetteer {
  source: 'file' | 'fallback';
  size: number;
  names: readonly string[];
  /** Folded name and aliases of each city (the name first). */
  keys: readonly (readonly string[])[];
  population: readonly number[];
  lat: readonly number[];
  lon: readonly number[];
  /** Each name split into the name proper and its qualifier ('Frankfurt' + 'Main'). */
  parts: readonly QualifiedParts[];
  /** Folded name or alias → the largest city of that name. */
  exact: ReadonlyMap<string, number>;
  city(index: number): TCity;
}

export function buildGazetteer(file: GazetteerFile, source: Gazetteer['source']): Gazetteer {
  const keys = file.names.map((name, i) => [
    foldName(name),
    ...(file.aliases[String(i)] ?? []).map((alias) => foldName(alias)),
  ]);
  const exact = new Map<string, number>();
  keys.forEach((cityKeys, i) => {
    for (const key of cityKeys) if (!exact.has(key)) exact.set(key, i);
  });
  return {
    source,
    size: file.names.length,
    names: file.names,
    keys,
    parts: file.names.map((name) => qualifiedParts(name)),
    population: file.population,
    lat: file.lat,
    lon: file.lon,
    exact,
    city(index) {
      const [adminArea, countryCode] = file.areas[file.area[index] ?? 0] ?? ['', 'DE'];
      return {
        name: file.names[index] ?? '',
        country: COUNTRY_NAMES[countryCode],
        countryCode,
        adminArea,
        latitude: file.lat[index] ?? 0,
        longitude: file.lon[index] ?? 0,
        population: file.population[index] ?? 0,
      };
    },
  };
}

let loading: Promise<Gazetteer> | undefined;

/**
 * The gazetteer, read once on first use. The fallback list stands in only when the file
 * cannot be read or is malformed, so that sign-up never fails on a missing data file.
 */
export function getGazetteer(): Promise<Gazetteer> {
  loading ??= loadGazetteer(DEFAULT_GAZETTEER_PATH);
  return loading;
}

export async function loadGazetteer(path: string | URL): Promise<Gazetteer> {
  try {
    return buildGazetteer(await readGazetteerFile(path), 'file');
  } catch (error) {
    console.warn(`City data unreadable (${String(error)}); using the fallback list of ten cities.`);
    return buildGazetteer(FALLBACK_GAZETTEER, 'fallback');
  }
}

/** 'München, Bayern, Germany'; the area is left out where it repeats the city (Berlin, Wien). */
export function formatAddress(city: TCity): string {
  const parts = city.adminArea === city.name ? [city.name] : [city.name, city.adminArea];
  return [...parts, city.country].join(', ');
}
