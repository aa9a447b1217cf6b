import { type TCity, TEXT, type TValidateCityResult } from '@nahbar/contracts';

export interface LocationToast {
  title: string;
  message: string;
  color: 'teal' | 'orange' | 'red';
}

function place(city: Pick<TCity, 'name' | 'adminArea' | 'country'>): string {
  return city.adminArea === city.name
    ? `${city.name}, ${city.country}`
    : `${city.name}, ${city.adminArea}, ${city.country}`;
}

/** After 'use my location': the town found, or none (abroad). */
export function nearestCityToast(city: TCity | null): LocationToast {
  return city
    ? { title: TEXT.location.found, message: place(city), color: 'teal' }
    : { title: TEXT.location.notFound, message: TEXT.location.notFoundDetail, color: 'orange' };
}

/** After checking a typed city (accounts spec §8, "Location"). */
export function validationToast(result: TValidateCityResult): LocationToast {
  if (result.isValid) {
    return {
      title: TEXT.location.found,
      message: result.formattedAddress ?? result.suggestion ?? '',
      color: 'teal',
    };
  }
  const hint = result.suggestion ? ` ${TEXT.places.didYouMean(result.suggestion)}` : '';
  return {
    title: TEXT.location.notFound,
    message: `${TEXT.location.notFoundDetail}${hint}`,
    color: 'orange',
  };
}

/** The check or the look-up could not be made (network) or the device refused. */
export function lookupFailedToast(message: string = TEXT.location.unableToValidateOffline): LocationToast {
  return { title: TEXT.location.lookupFailed, message, color: 'red' };
}
