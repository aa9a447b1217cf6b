import type { Messages, TCity, TValidateCityResult } from '@nahbar/contracts';
import type { GeolocationReason } from './geolocation';

export interface LocationToast {
  title: string;
  message: string;
  tone: 'success' | 'warning' | 'danger';
}

/** The member's language: its catalogue and the tag `Intl` formats with. */
export interface ToastText {
  m: Messages;
  intlLocale: string;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country in the member's language ('Österreich' for AT), else as the server spelt it. */
export function countryName(countryCode: string | null, fallback: string, intlLocale: string): string {
  if (!countryCode) return fallback;
  try {
    let names = regionNames.get(intlLocale);
    if (!names) {
      names = new Intl.DisplayNames([intlLocale], { type: 'region' });
      regionNames.set(intlLocale, names);
    }
    return names.of(countryCode) ?? fallback;
  } catch {
    return fallback; // an engine without region names
  }
}

function place(
  city: Pick<TCity, 'name' | 'adminArea' | 'country' | 'countryCode'>,
  intlLocale: string,
): string {
  const country = countryName(city.countryCode, city.country, intlLocale);
  return city.adminArea === city.name
    ? `${city.name}, ${country}`
    : `${city.name}, ${city.adminArea}, ${country}`;
}

/** The server's 'München, Bayern, Germany' with the country in the member's language. */
function checkedPlace(result: TValidateCityResult, intlLocale: string): string {
  const address = result.formattedAddress ?? result.suggestion ?? '';
  const { country, countryCode } = result;
  if (!country || !address.endsWith(`, ${country}`)) return address;
  return `${address.slice(0, -country.length)}${countryName(countryCode, country, intlLocale)}`;
}

/** After 'use my location': the town found, or none (abroad). */
export function nearestCityToast({ m, intlLocale }: ToastText, city: TCity | null): LocationToast {
  return city
    ? { title: m.location.found, message: place(city, intlLocale), tone: 'success' }
    : { title: m.location.notFound, message: m.location.notFoundDetail, tone: 'warning' };
}

/**
 * After checking a typed city (accounts spec §8, "Location"). Worded from `isValid` and
 * `suggestion` only: the answer's `message` is the server's English.
 */
export function validationToast({ m, intlLocale }: ToastText, result: TValidateCityResult): LocationToast {
  if (result.isValid) {
    return { title: m.location.found, message: checkedPlace(result, intlLocale), tone: 'success' };
  }
  const hint = result.suggestion ? ` ${m.places.didYouMean(result.suggestion)}` : '';
  return { title: m.location.notFound, message: `${m.location.notFoundDetail}${hint}`, tone: 'warning' };
}

/** The check or the look-up could not be made (network), or the device gave no position. */
export function lookupFailedToast({ m }: ToastText, reason?: GeolocationReason): LocationToast {
  return {
    title: m.location.lookupFailed,
    message: reason ? m.location[reason] : m.location.unableToValidateOffline,
    tone: 'danger',
  };
}
