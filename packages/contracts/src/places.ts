import { z } from 'zod';
import { CITY_SUGGEST_LIMIT } from './constants';
import { isPlainPlaceName, zNumeric, zText } from './input-hygiene';
import { textKey } from './text';

/** Coordinates arrive as numbers or numeric strings (accounts spec §5), never as anything else. */
export const ZLatitude = zNumeric(textKey('location.invalidCoordinates')).pipe(
  z.number().min(-90, textKey('location.invalidCoordinates')).max(90, textKey('location.invalidCoordinates')),
);
export const ZLongitude = zNumeric(textKey('location.invalidCoordinates')).pipe(
  z
    .number()
    .min(-180, textKey('location.invalidCoordinates'))
    .max(180, textKey('location.invalidCoordinates')),
);

/** The gazetteer covers Germany, Austria and Switzerland only. */
export const ZCountryCode = z.enum(['DE', 'AT', 'CH']);
export type TCountryCode = z.infer<typeof ZCountryCode>;

export const ZCity = z
  .object({
    name: z.string(),
    country: z.string().meta({ description: 'Country name in English, e.g. `Germany`.' }),
    countryCode: ZCountryCode,
    adminArea: z.string().meta({ description: 'State (Land, Bundesland) or canton.' }),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number(),
  })
  .meta({ id: 'City', description: 'A city of the gazetteer (accounts spec §5, "City lookup result").' });
export type TCity = z.infer<typeof ZCity>;

/**
 * A place as members type it: what the gazetteer knows or a plain city name it does not.
 * It is shown to others, so no markup and no control or direction characters.
 */
export const ZCityName = zText({ error: textKey('auth.cityRequired') })
  .trim()
  .min(1, textKey('auth.cityRequired'))
  .max(100)
  .refine(isPlainPlaceName, textKey('input.cityCharacters'));

/** `q` may be shorter than the minimum: the answer is then simply empty. */
export const ZCitySuggestInput = z.object({
  q: zText().trim().max(100),
  limit: zNumeric(textKey('input.notANumber'))
    .pipe(z.number().int().min(1).max(CITY_SUGGEST_LIMIT))
    .optional(),
});
export type TCitySuggestInput = z.input<typeof ZCitySuggestInput>;

export const ZValidateCityInput = z.object({ city: ZCityName });
export type TValidateCityInput = z.input<typeof ZValidateCityInput>;

export const ZValidateCityResult = z
  .object({
    isValid: z.boolean(),
    suggestion: z.string().nullable().meta({
      description: "The gazetteer's spelling of the city meant (exact match, alias, prefix or close typo).",
    }),
    formattedAddress: z.string().nullable(),
    country: z.string().nullable(),
    countryCode: ZCountryCode.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    message: z.string(),
  })
  .meta({ id: 'ValidateCityResult', description: '`GET /api/geocode/validate?city=` (accounts spec §7).' });
export type TValidateCityResult = z.infer<typeof ZValidateCityResult>;

/** Device position → nearest DACH city (the 'use my location' control). */
export const ZNearestCityInput = z.object({ latitude: ZLatitude, longitude: ZLongitude });
export type TNearestCityInput = z.input<typeof ZNearestCityInput>;

export const ZUpdateLocationInput = z.object({
  location: ZCityName,
  latitude: ZLatitude.nullish(),
  longitude: ZLongitude.nullish(),
});
export type TUpdateLocationInput = z.input<typeof ZUpdateLocationInput>;

/** The caller's own stored location after an update (city-level or ~1 km grid, never finer). */
export const ZOwnLocation = z.object({
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TOwnLocation = z.infer<typeof ZOwnLocation>;

/** Chat spec §3, "Distance record". */
export const ZDistanceMode = z.enum(['driving', 'straight_line']);
export type TDistanceMode = z.infer<typeof ZDistanceMode>;

export const ZDistanceRecord = z.object({
  distance: z
    .number()
    .nullable()
    .meta({ description: 'Kilometres, rounded; null when either side has no location or hides it.' }),
  duration: z
    .number()
    .nullable()
    .meta({ description: 'Minutes of driving; null for straight-line distances.' }),
  distanceMode: ZDistanceMode.nullable(),
});
export type TDistanceRecord = z.infer<typeof ZDistanceRecord>;
