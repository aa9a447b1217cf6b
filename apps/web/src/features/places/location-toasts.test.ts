import { de, en, type TCity, type TValidateCityResult } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { countryName, lookupFailedToast, nearestCityToast, validationToast } from './location-toasts';

const graz: TCity = {
  name: 'Graz',
  adminArea: 'Steiermark',
  country: 'Austria',
  countryCode: 'AT',
  latitude: 47.07,
  longitude: 15.45,
  population: 222326,
};
const invalid = { formattedAddress: null, country: null, countryCode: null, latitude: null, longitude: null };
const munich: TValidateCityResult = {
  isValid: true,
  suggestion: 'München',
  formattedAddress: 'München, Bayern, Germany',
  country: 'Germany',
  countryCode: 'DE',
  latitude: 48.1,
  longitude: 11.5,
  message: en.location.found,
};
const english = { m: en, intlLocale: 'en-US' };
const german = { m: de, intlLocale: 'de-DE' };

describe('location toasts', () => {
  it("says 'Location found' with the place", () => {
    expect(nearestCityToast(english, graz)).toEqual({
      title: 'Location found',
      message: 'Graz, Steiermark, Austria',
      tone: 'success',
    });
    expect(nearestCityToast(english, { ...graz, name: 'Wien', adminArea: 'Wien' }).message).toBe(
      'Wien, Austria',
    );
    expect(validationToast(english, munich)).toEqual({
      title: 'Location found',
      message: 'München, Bayern, Germany',
      tone: 'success',
    });
  });

  it('names the place and its country in German', () => {
    expect(nearestCityToast(german, graz)).toEqual({
      title: 'Standort gefunden',
      message: 'Graz, Steiermark, Österreich',
      tone: 'success',
    });
    expect(validationToast(german, munich).message).toBe('München, Bayern, Deutschland');
    expect(countryName('CH', 'Switzerland', 'de-CH')).toBe('Schweiz');
    expect(countryName(null, 'Austria', 'de-DE')).toBe('Austria');
  });

  it("says 'Location not found' with the spec's detail, and a suggestion if there is one", () => {
    expect(nearestCityToast(english, null)).toEqual({
      title: 'Location not found',
      message:
        'Could not find coordinates for the specified location. Registration will continue without precise coordinates.',
      tone: 'warning',
    });
    const typo = validationToast(english, { ...invalid, isValid: false, suggestion: 'Hamburg', message: '' });
    expect(typo.title).toBe('Location not found');
    expect(typo.message).toBe(`${en.location.notFoundDetail} Did you mean Hamburg?`);
    const abroad = validationToast(english, { ...invalid, isValid: false, suggestion: null, message: '' });
    expect(abroad.message).toBe(en.location.notFoundDetail);
  });

  it("words a failed check in German, never with the server's English message", () => {
    const typo = validationToast(german, {
      ...invalid,
      isValid: false,
      suggestion: 'Hamburg',
      message: 'City not found. Did you mean Hamburg?',
    });
    expect(typo).toEqual({
      title: 'Standort nicht gefunden',
      message: `${de.location.notFoundDetail} Meinst du Hamburg?`,
      tone: 'warning',
    });
    expect(typo.message).not.toContain('City not found');
  });

  it("says 'Location lookup failed' with the reason", () => {
    expect(lookupFailedToast(english)).toEqual({
      title: 'Location lookup failed',
      message: 'Unable to validate city. Please check your internet connection.',
      tone: 'danger',
    });
    expect(lookupFailedToast(english, 'geoDenied').message).toBe(en.location.geoDenied);
    expect(lookupFailedToast(german, 'geoTimeout')).toEqual({
      title: 'Standortsuche fehlgeschlagen',
      message: 'Die Standortabfrage hat zu lange gedauert. Bitte versuch es noch einmal.',
      tone: 'danger',
    });
  });
});
