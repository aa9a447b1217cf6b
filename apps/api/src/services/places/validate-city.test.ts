import { TEXT } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer';
import { DEFAULT_GAZETTEER_PATH } from './gazetteer-file';
import { validateCity } from './validate-city';

const gazetteer = await loadGazetteer(DEFAULT_GAZETTEER_PATH);
const check = (city: string) => validateCity(gazetteer, city);

describe('validateCity', () => {
  it('recognises a real city with its coordinates and address', () => {
    expect(check('München')).toEqual({
      isValid: true,
      suggestion: 'München',
      formattedAddress: 'München, Bayern, Germany',
      country: 'Germany',
      countryCode: 'DE',
      latitude: expect.closeTo(48.14, 1),
      longitude: expect.closeTo(11.58, 1),
      message: TEXT.location.found,
    });
    expect(check('Berlin').formattedAddress).toBe('Berlin, Germany');
    expect(check('Graz').formattedAddress).toBe('Graz, Steiermark, Austria');
    expect(check('Lausanne').formattedAddress).toBe('Lausanne, Vaud, Switzerland');
  });

  it('accepts the ways members type cities', () => {
    for (const [typed, meant] of [
      ['zurich', 'Zürich'],
      ['muenchen', 'München'],
      ['KOELN', 'Köln'],
      ['Munich', 'München'],
      ['Vienna', 'Wien'],
      ['Genf', 'Genève'],
      ['St. Gallen', 'Sankt Gallen'],
      ['Frankfurt', 'Frankfurt am Main'],
      ['Halle', 'Halle (Saale)'],
      ['Freiburg', 'Freiburg'],
      ['  hamburg ', 'Hamburg'],
      ['8001 Zürich', 'Zürich'],
      ['München, Bayern', 'München'],
      ['Wien, Österreich', 'Wien'],
      ['Frankfurt (Oder)', 'Frankfurt (Oder)'],
      ['Frankfurt a. M.', 'Frankfurt am Main'],
      ['Frankfurt a.d. Oder', 'Frankfurt (Oder)'],
      ['Mülheim an der Ruhr', 'Mülheim'],
      ['Freiburg i. Br.', 'Freiburg'],
      ['Bad Homburg', 'Bad Homburg vor der Höhe'],
      ['St. Pölten', 'Sankt Pölten'],
      ['Lucerne', 'Luzern'],
      ['Sitten', 'Sion'],
    ] as const) {
      const result = check(typed);
      expect({ typed, isValid: result.isValid, suggestion: result.suggestion }).toEqual({
        typed,
        isValid: true,
        suggestion: meant,
      });
    }
  });

  it('suggests the city meant for a typo, without coordinates', () => {
    const result = check('Muenchn');
    expect(result).toMatchObject({
      isValid: false,
      suggestion: 'München',
      latitude: null,
      longitude: null,
      formattedAddress: null,
      message: 'City not found. Did you mean München?',
    });
    expect(check('Zürcih').suggestion).toBe('Zürich');
    expect(check('Stutgart').suggestion).toBe('Stuttgart');
    expect(check('Dusseldorff').suggestion).toBe('Düsseldorf');
  });

  it('suggests the largest city for a started name', () => {
    expect(check('Mönchengl')).toMatchObject({ isValid: false, suggestion: 'Mönchengladbach' });
  });

  it('suggests the city of a district', () => {
    expect(check('Berlin Kreuzberg')).toMatchObject({ isValid: false, suggestion: 'Berlin', latitude: null });
    expect(check('Hamburg-Altona')).toMatchObject({ isValid: false, suggestion: 'Hamburg' });
  });

  it('does not know cities outside Germany, Austria and Switzerland', () => {
    for (const city of ['Paris', 'London', 'New York', 'Milano', 'Amsterdam']) {
      expect(check(city)).toEqual({
        isValid: false,
        suggestion: null,
        formattedAddress: null,
        country: null,
        countryCode: null,
        latitude: null,
        longitude: null,
        message: TEXT.location.cityNotFound,
      });
    }
  });
});
