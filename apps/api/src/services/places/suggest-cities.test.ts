import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer';
import { DEFAULT_GAZETTEER_PATH } from './gazetteer-file';
import { suggestCities } from './suggest-cities';

const gazetteer = await loadGazetteer(DEFAULT_GAZETTEER_PATH);
const names = (q: string) => suggestCities(gazetteer, q).map((c) => c.name);

describe('suggestCities', () => {
  it('reads the built file, not the fallback', () => {
    expect(gazetteer.source).toBe('file');
    expect(gazetteer.size).toBeGreaterThan(10_000);
  });

  it('needs two characters and returns at most ten', () => {
    expect(names('')).toEqual([]);
    expect(names('B')).toEqual([]);
    expect(names('Be')).toHaveLength(10);
  });

  it('ranks prefix matches by population', () => {
    const be = names('Be');
    expect(be.slice(0, 3)).toEqual(['Berlin', 'Bern', 'Bergisch Gladbach']);
    expect(names('ham')[0]).toBe('Hamburg');
    expect(names('Fra').slice(0, 2)).toEqual(['Frankfurt am Main', 'Frankfurt (Oder)']);
  });

  it('puts prefix matches before names that merely contain the input', () => {
    const main = names('main');
    const firstInner = main.findIndex((n) => !n.toLowerCase().startsWith('main'));
    expect(firstInner).toBeGreaterThan(0);
    expect(main.slice(firstInner)).toContain('Frankfurt am Main');
    expect(main.slice(0, firstInner).every((n) => n.startsWith('Main'))).toBe(true);
  });

  it('ignores case and umlauts, written either way', () => {
    expect(names('zurich')[0]).toBe('Zürich');
    expect(names('ZÜRICH')[0]).toBe('Zürich');
    expect(names('zuerich')[0]).toBe('Zürich');
    expect(names('muenchen')[0]).toBe('München');
    expect(names('munchen')[0]).toBe('München');
    expect(names('koeln')[0]).toBe('Köln');
    expect(names('dusseldorf')[0]).toBe('Düsseldorf');
    expect(names('giessen')[0]).toBe('Gießen');
    expect(names('geneve')[0]).toBe('Genève');
  });

  it('finds cities by the names members use for them', () => {
    expect(names('Wien')[0]).toBe('Wien');
    expect(names('Vienna')[0]).toBe('Wien');
    expect(names('Munich')[0]).toBe('München');
    expect(names('Genf')[0]).toBe('Genève');
    expect(names('St. Gallen')[0]).toBe('Sankt Gallen');
    expect(names('St. Pölten')[0]).toBe('Sankt Pölten');
  });

  it('tells apart towns of one name by their state or canton', () => {
    const neustadt = suggestCities(gazetteer, 'Neustadt');
    expect(neustadt.length).toBe(10);
    const labels = new Set(neustadt.map((c) => `${c.name}|${c.adminArea}`));
    expect(labels.size).toBe(neustadt.length);
  });

  it('offers close typos once nothing else matches', () => {
    expect(names('Muenchn')[0]).toBe('München');
    expect(names('Zürcih')[0]).toBe('Zürich');
    expect(names('Hambrug')[0]).toBe('Hamburg');
  });

  it('returns the spec fields of a city', () => {
    const [zurich] = suggestCities(gazetteer, 'Zürich', 1);
    expect(zurich).toEqual({
      name: 'Zürich',
      country: 'Switzerland',
      countryCode: 'CH',
      adminArea: 'Zürich',
      latitude: expect.closeTo(47.37, 1),
      longitude: expect.closeTo(8.55, 1),
      population: expect.any(Number),
    });
  });
});

describe('the fallback list', () => {
  it('stands in with ten cities when the file cannot be read', async () => {
    const fallback = await loadGazetteer('/nonexistent/cities.json');
    expect(fallback.source).toBe('fallback');
    expect(fallback.size).toBe(10);
    expect(suggestCities(fallback, 'mu').map((c) => c.name)).toEqual(['München']);
    expect(suggestCities(fallback, 'Zurich').map((c) => c.name)).toEqual(['Zürich']);
    expect(suggestCities(fallback, 'Genf').map((c) => c.name)).toEqual(['Genève']);
  });
});
