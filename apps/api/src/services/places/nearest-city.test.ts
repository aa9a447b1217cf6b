import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer';
import { DEFAULT_GAZETTEER_PATH } from './gazetteer-file';
import { nearestCity } from './nearest-city';
import { snapLocation } from './snap-location';

const gazetteer = await loadGazetteer(DEFAULT_GAZETTEER_PATH);
const nameAt = (latitude: number, longitude: number) => nearestCity(gazetteer, { latitude, longitude })?.name;

describe('nearestCity', () => {
  it('names the city a position lies in', () => {
    expect(nameAt(52.5163, 13.3777)).toBe('Berlin'); // Brandenburger Tor
    expect(nameAt(48.1374, 11.5755)).toBe('München');
    expect(nameAt(47.4, 8.49)).toBe('Zürich'); // Höngg, a district far from the centre
    expect(nameAt(48.2082, 16.3738)).toBe('Wien');
    expect(nameAt(46.2044, 6.1432)).toBe('Genève');
  });

  it('names a town near a big city by itself, not by the big neighbour', () => {
    expect(nameAt(52.3906, 13.0645)).toBe('Potsdam');
    expect(nameAt(52.4049, 13.2329)).toBe('Kleinmachnow');
  });

  it('finds nothing abroad', () => {
    expect(nameAt(48.8566, 2.3522)).toBeUndefined(); // Paris
    expect(nameAt(45.4642, 9.19)).toBeUndefined(); // Milano
    expect(nameAt(51.5072, -0.1276)).toBeUndefined(); // London
  });
});

describe('snapLocation', () => {
  it('stores a named city at its centre, whatever position came along', () => {
    expect(snapLocation(gazetteer, { location: 'Muenchen', latitude: 48.1, longitude: 11.6 })).toEqual({
      location: 'Muenchen',
      latitude: 48.1374,
      longitude: 11.5755,
    });
  });

  it('stores an unknown name at the nearest town of the position, or on the grid', () => {
    const home = snapLocation(gazetteer, { location: 'Mein Dorf', latitude: 47.4, longitude: 8.49 });
    expect(home).toEqual({ location: 'Mein Dorf', latitude: 47.3667, longitude: 8.55 });
    const sea = snapLocation(gazetteer, { location: 'Helgoland Reede', latitude: 54.5, longitude: 6.123456 });
    expect(sea).toEqual({ location: 'Helgoland Reede', latitude: 54.5, longitude: 6.12 });
  });

  it('stores no position for an unknown name without coordinates', () => {
    expect(snapLocation(gazetteer, { location: 'Atlantis' })).toEqual({
      location: 'Atlantis',
      latitude: null,
      longitude: null,
    });
  });
});
