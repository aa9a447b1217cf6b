import { describe, expect, it } from 'vitest';
import {
  GEOLOCATION_OPTIONS,
  GeolocationFailure,
  geolocationReason,
  getDevicePosition,
  isValidCoordinates,
} from './geolocation';

type Success = Parameters<Geolocation['getCurrentPosition']>[0];
type Failure = Parameters<Geolocation['getCurrentPosition']>[1];

function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  const calls: (PositionOptions | undefined)[] = [];
  return {
    calls,
    geolocation: {
      getCurrentPosition(success: Success, failure?: Failure, options?: PositionOptions) {
        calls.push(options);
        answer(success, failure);
      },
    },
  };
}

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude, accuracy: 20 }, timestamp: 0 }) as unknown as GeolocationPosition;
const failure = (code: number) => ({ code, message: 'x' }) as GeolocationPositionError;

describe('getDevicePosition', () => {
  it('asks with high accuracy, a 10 s time-out and a cached position up to 60 s old', async () => {
    const fake = fakeGeolocation((ok) => ok(position(48.1, 11.5)));
    await expect(getDevicePosition(fake.geolocation)).resolves.toEqual({ latitude: 48.1, longitude: 11.5 });
    expect(fake.calls).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 }]);
    expect(GEOLOCATION_OPTIONS).toEqual(fake.calls[0]);
  });

  it('says when the browser has no geolocation', async () => {
    await expect(getDevicePosition(undefined)).rejects.toThrow('location.geoUnsupported');
    await expect(getDevicePosition(undefined)).rejects.toMatchObject({ reason: 'geoUnsupported' });
  });

  it.each([
    [1, 'geoDenied'],
    [2, 'geoUnavailable'],
    [3, 'geoTimeout'],
    [99, 'geoUnknown'],
  ] as const)('gives error code %i the reason %s, worded by the catalogue', async (code, reason) => {
    const fake = fakeGeolocation((_ok, fail) => fail?.(failure(code)));
    const error = await getDevicePosition(fake.geolocation).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeolocationFailure);
    expect((error as GeolocationFailure).reason).toBe(reason);
    expect((error as Error).message).toBe(`location.${reason}`);
    expect(geolocationReason(code)).toBe(reason);
  });

  it('refuses impossible coordinates', async () => {
    const fake = fakeGeolocation((ok) => ok(position(91, 10)));
    await expect(getDevicePosition(fake.geolocation)).rejects.toMatchObject({ reason: 'geoUnknown' });
  });
});

describe('isValidCoordinates', () => {
  it('accepts -90..90 and -180..180 only', () => {
    expect(isValidCoordinates(-90, -180)).toBe(true);
    expect(isValidCoordinates(90, 180)).toBe(true);
    expect(isValidCoordinates(90.0001, 0)).toBe(false);
    expect(isValidCoordinates(0, -180.5)).toBe(false);
    expect(isValidCoordinates(Number.NaN, 0)).toBe(false);
  });
});
