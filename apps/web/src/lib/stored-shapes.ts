import { GENDER_PREFERENCES, LOCALES, type TCookieConsent, type TSessionUser } from '@nahbar/contracts';

/*
 * Shape checks for what this browser stored itself (the signed-in user, the cookie choice), read
 * before the first paint. The contracts' schemas stay the rule: these checks only spare the first
 * load the validation library, and stored-shapes.test.ts holds them to the schemas field by field.
 * A stored copy is a hint the server corrects, so a check may be plain, never lenient.
 */

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const oneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object with only the listed fields, or null when one of them fails its check. */
function pick<T>(value: unknown, fields: Record<keyof T, Check>): T | null {
  if (!isRecord(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const [key, check] of Object.entries<Check>(fields)) {
    if (!check(value[key])) return null;
    picked[key] = value[key];
  }
  return picked as T;
}

// Keyed by the type's own fields: a field added to the schema fails the type check here.
const SESSION_USER_FIELDS: Record<keyof TSessionUser, Check> = {
  id: isString,
  username: isString,
  displayName: isString,
  gender: isString,
  age: orNull(isNumber),
  location: orNull(isString),
  avatar: orNull(isString),
  bio: orNull(isString),
  role: oneOf(['user', 'admin']),
  isOnline: isBoolean,
  primaryPhoto: orNull((photo) => isRecord(photo) && isString(photo.photoUrl)),
  genderPreference: oneOf(GENDER_PREFERENCES),
  ageMin: isNumber,
  ageMax: isNumber,
  createdAt: isString,
  locale: orNull(oneOf(LOCALES)),
  locationKnown: isBoolean,
};

/**
 * A stored signed-in user as `ZSessionUser` reads it: a copy stored before the language or
 * `locationKnown` existed gets the schema's defaults (no language; a known location).
 */
export function readSessionUser(value: unknown): TSessionUser | null {
  if (!isRecord(value)) return null;
  const { locale = null, locationKnown = true } = value;
  return pick({ ...value, locale, locationKnown }, SESSION_USER_FIELDS);
}

const COOKIE_CONSENT_FIELDS: Record<keyof TCookieConsent, Check> = {
  necessary: oneOf([true]),
  functional: isBoolean,
  analytics: isBoolean,
  marketing: isBoolean,
};

/** A stored cookie choice as `ZCookieConsent` reads it. */
export function readCookieConsent(value: unknown): TCookieConsent | null {
  return pick(value, COOKIE_CONSENT_FIELDS);
}
