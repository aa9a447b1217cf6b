import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer';
import { DEFAULT_GAZETTEER_PATH } from './gazetteer-file';
import { haversineKm, type LatLon } from './haversine';
import { roundDistanceKm, snapToGrid } from './privacy-rounding';
import { validateCity } from './validate-city';

const gazetteer = await loadGazetteer(DEFAULT_GAZETTEER_PATH);
function at(city: string): LatLon {
  const { latitude, longitude } = validateCity(gazetteer, city);
  if (latitude === null || longitude === null) throw new Error(`unknown city ${city}`);
  return { latitude, longitude };
}

describe('straight-line distance between city centres', () => {
  // Published great-circle distances between the city centres, ±1.5 %.
  it.each([
    ['Berlin', 'München', 504],
    ['Wien', 'Zürich', 593],
    ['Berlin', 'Hamburg', 255],
    ['Hamburg', 'München', 612],
    ['Köln', 'Frankfurt am Main', 152],
    ['Zürich', 'Genève', 224],
    ['Wien', 'Graz', 145],
    ['Berlin', 'Wien', 524],
    ['Salzburg', 'München', 116],
  ])('%s – %s ≈ %i km', (a, b, km) => {
    const distance = haversineKm(at(a), at(b));
    expect(Math.abs(distance - km) / km).toBeLessThan(0.015);
    expect(haversineKm(at(b), at(a))).toBeCloseTo(distance, 6);
  });

  it('is zero for one point and half the globe for antipodes', () => {
    expect(haversineKm(at('Graz'), at('Graz'))).toBe(0);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      20015.1,
      0,
    );
  });
});

describe('privacy rounding', () => {
  it('snaps positions to a 0.01° grid', () => {
    expect(snapToGrid({ latitude: 48.137_42, longitude: 11.575_49 })).toEqual({
      latitude: 48.14,
      longitude: 11.58,
    });
    expect(snapToGrid({ latitude: -33.8651, longitude: -0.004 })).toEqual({ latitude: -33.87, longitude: 0 });
  });

  it('keeps every point of a grid cell at one answer', () => {
    const friend = snapToGrid({ latitude: 52.52, longitude: 13.405 });
    const a = haversineKm(snapToGrid({ latitude: 48.1351, longitude: 11.5801 }), friend);
    const b = haversineKm(snapToGrid({ latitude: 48.1389, longitude: 11.5779 }), friend);
    expect(a).toBe(b);
  });

  it('rounds to 0.1 km under 10 km and to whole km above', () => {
    expect(roundDistanceKm(0.04)).toBe(0);
    expect(roundDistanceKm(0.86)).toBe(0.9);
    expect(roundDistanceKm(9.94)).toBe(9.9);
    expect(roundDistanceKm(12.4)).toBe(12);
    expect(roundDistanceKm(504.9)).toBe(505);
  });
});
