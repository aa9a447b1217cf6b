import { TEXT } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import {
  GEOLOCATION_OPTIONS,
  GeolocationFailure,
  geolocationErrorText,
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
    await expect(getDevicePosition(undefined)).rejects.toThrow(TEXT.location.geoUnsupported);
  });

  it.each([
    [1, TEXT.location.geoDenied],
    [2, TEXT.location.geoUnavailable],
    [3, TEXT.location.geoTimeout],
    [99, TEXT.location.geoUnknown],
  ])('words error code %i from the catalogue', async (code, text) => {
    const fake = fakeGeolocation((_ok, fail) => fail?.(failure(code)));
    const error = await getDevicePosition(fake.geolocation).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeolocationFailure);
    expect((error as Error).message).toBe(text);
    expect(geolocationErrorText(code)).toBe(text);
  });

  it('refuses impossible coordinates', async () => {
    const fake = fakeGeolocation((ok) => ok(position(91, 10)));
    await expect(getDevicePosition(fake.geolocation)).rejects.toThrow(TEXT.location.geoUnknown);
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
