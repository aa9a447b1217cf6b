import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS, TEXT } from '@nahbar/contracts';

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

/** A device-location failure, worded from the spec's catalogue (accounts spec §8). */
export class GeolocationFailure extends Error {}

// GeolocationPositionError codes, spelt out: the class does not exist outside browsers.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export function geolocationErrorText(code: number | undefined): string {
  switch (code) {
    case PERMISSION_DENIED:
      return TEXT.location.geoDenied;
    case POSITION_UNAVAILABLE:
      return TEXT.location.geoUnavailable;
    case TIMEOUT:
      return TEXT.location.geoTimeout;
    default:
      return TEXT.location.geoUnknown;
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

/** The device position, or a GeolocationFailure carrying the text to show. */
export function getDevicePosition(
  geolocation: GeolocationLike | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationFailure(TEXT.location.geoUnsupported));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (isValidCoordinates(coords.latitude, coords.longitude)) {
          resolve({ latitude: coords.latitude, longitude: coords.longitude });
        } else {
          reject(new GeolocationFailure(TEXT.location.geoUnknown));
        }
      },
      (error) => reject(new GeolocationFailure(geolocationErrorText(error?.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
