import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@nahbar/contracts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Accounts spec §9: high accuracy, 10 s time-out, a cached position at most 60 s old. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

/** Why the device gave no position: a text of the catalogue's `location` area (accounts spec §8). */
export type GeolocationReason =
  | 'geoUnsupported'
  | 'geoDenied'
  | 'geoUnavailable'
  | 'geoTimeout'
  | 'geoUnknown';

/**
 * A device-location failure. It carries its reason, which the page words in the member's
 * language; the message is the text's key (`location.geoDenied`), for logs.
 */
export class GeolocationFailure extends Error {
  constructor(readonly reason: GeolocationReason) {
    super(`location.${reason}`);
  }
}

// GeolocationPositionError codes, spelt out: the class does not exist outside browsers.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export function geolocationReason(code: number | undefined): GeolocationReason {
  switch (code) {
    case PERMISSION_DENIED:
      return 'geoDenied';
    case POSITION_UNAVAILABLE:
      return 'geoUnavailable';
    case TIMEOUT:
      return 'geoTimeout';
    default:
      return 'geoUnknown';
  }
}

/** Coordinates are valid when latitude is -90..90 and longitude -180..180 (accounts spec §5). */
export function isValidCoordinates(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= -90 &&
    latitude <= 90 &&
    longitude >= -180 &&
    longitude <= 180
  );
}

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/** The device position, or a GeolocationFailure carrying the reason to show. */
export function getDevicePosition(
  geolocation: GeolocationLike | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationFailure('geoUnsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (isValidCoordinates(coords.latitude, coords.longitude)) {
          resolve({ latitude: coords.latitude, longitude: coords.longitude });
        } else {
          reject(new GeolocationFailure('geoUnknown'));
        }
      },
      (error) => reject(new GeolocationFailure(geolocationReason(error?.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
