import { type TCity, TEXT } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { lookupFailedToast, nearestCityToast, validationToast } from './location-toasts';

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

describe('location toasts', () => {
  it("says 'Location found' with the place", () => {
    expect(nearestCityToast(graz)).toEqual({
      title: 'Location found',
      message: 'Graz, Steiermark, Austria',
      color: 'teal',
    });
    expect(nearestCityToast({ ...graz, name: 'Wien', adminArea: 'Wien' }).message).toBe('Wien, Austria');
    expect(
      validationToast({
        isValid: true,
        suggestion: 'München',
        formattedAddress: 'München, Bayern, Germany',
        country: 'Germany',
        countryCode: 'DE',
        latitude: 48.1,
        longitude: 11.5,
        message: TEXT.location.found,
      }),
    ).toEqual({ title: 'Location found', message: 'München, Bayern, Germany', color: 'teal' });
  });

  it("says 'Location not found' with the spec's detail, and a suggestion if there is one", () => {
    expect(nearestCityToast(null)).toEqual({
      title: 'Location not found',
      message:
        'Could not find coordinates for the specified location. Registration will continue without precise coordinates.',
      color: 'orange',
    });
    const typo = validationToast({ ...invalid, isValid: false, suggestion: 'Hamburg', message: '' });
    expect(typo.title).toBe('Location not found');
    expect(typo.message).toBe(`${TEXT.location.notFoundDetail} Did you mean Hamburg?`);
    const abroad = validationToast({ ...invalid, isValid: false, suggestion: null, message: '' });
    expect(abroad.message).toBe(TEXT.location.notFoundDetail);
  });

  it("says 'Location lookup failed' with the reason", () => {
    expect(lookupFailedToast()).toEqual({
      title: 'Location lookup failed',
      message: 'Unable to validate city. Please check your internet connection.',
      color: 'red',
    });
    expect(lookupFailedToast(TEXT.location.geoDenied).message).toBe(TEXT.location.geoDenied);
  });
});
