import { TEXT, type TValidateCityResult } from '@nahbar/contracts';
import { formatAddress, type Gazetteer } from './gazetteer';
import { resolveCity } from './resolve-city';

/**
 * `GET /api/geocode/validate` (accounts spec §7). Coordinates come back only for a city
 * that was recognised; a near miss carries just the suggested spelling, so that a client
 * reading only the coordinates never takes a guess for an answer.
 */
export function validateCity(gazetteer: Gazetteer, input: string): TValidateCityResult {
  const match = resolveCity(gazetteer, input);
  if (match.kind === 'exact') {
    const city = gazetteer.city(match.index);
    return {
      isValid: true,
      suggestion: city.name,
      formattedAddress: formatAddress(city),
      country: city.country,
      countryCode: city.countryCode,
      latitude: city.latitude,
      longitude: city.longitude,
      message: TEXT.location.found,
    };
  }
  const suggestion = match.kind === 'suggestion' ? (gazetteer.names[match.index] ?? null) : null;
  return {
    isValid: false,
    suggestion,
    formattedAddress: null,
    country: null,
    countryCode: null,
    latitude: null,
    longitude: null,
    message: suggestion === null ? TEXT.location.cityNotFound : cityNotFoundDidYouMean(suggestion),
  };
}

/** 'City not found. Did you mean München?' */
export function cityNotFoundDidYouMean(city: string): string {
  return `${TEXT.location.cityNotFound}. ${TEXT.places.didYouMean(city)}`;
}
