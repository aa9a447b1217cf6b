import { z } from 'zod';
import { ZAge, ZSessionUser } from './auth';
import { GENDER_PREFERENCES, PROFILE_GENDERS } from './choices';
import { AGE_PREFERENCE_MAX, AGE_PREFERENCE_MIN, BIO_MAX_LENGTH } from './constants';
import { zName, zText } from './input-hygiene';
import { confirmationMatches, ZNewPassword, ZPasswordConfirmation } from './passwords';
import { ZProfilePhoto } from './photos';
import { ZCityName, ZLatitude, ZLongitude } from './places';
import { ZBlockedUser } from './social';
import { textKey } from './text';

const zPreferredAge = z
  .number({ error: textKey('social.invalidAgeRange') })
  .int(textKey('social.invalidAgeRange'))
  .min(AGE_PREFERENCE_MIN, textKey('social.invalidAgeRange'))
  .max(AGE_PREFERENCE_MAX, textKey('social.invalidAgeRange'));

/** Accounts spec §5 "Profile edit". */
export const ZUpdateProfileInput = z
  .object({
    displayName: zName({ error: textKey('account.displayNameRequired') })
      .trim()
      .min(1, textKey('account.displayNameRequired'))
      .max(50, textKey('account.displayNameTooLong')),
    age: ZAge.optional(),
    gender: z.enum(PROFILE_GENDERS, { error: textKey('account.invalidGender') }).optional(),
    bio: zText().max(BIO_MAX_LENGTH, textKey('account.bioTooLong')).nullish(),
    location: ZCityName,
    latitude: ZLatitude.nullish(),
    longitude: ZLongitude.nullish(),
    genderPreference: z
      .enum(GENDER_PREFERENCES, { error: textKey('social.invalidGenderPreference') })
      .optional(),
    ageMin: zPreferredAge.optional(),
    ageMax: zPreferredAge.optional(),
  })
  .refine((p) => p.ageMin === undefined || p.ageMax === undefined || p.ageMin <= p.ageMax, {
    message: textKey('social.ageMinAboveMax'),
    path: ['ageMax'],
  });
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileInput>;

export const ZProfileSettings = z
  .object({
    user: ZSessionUser,
    photos: z.array(ZProfilePhoto),
    primaryPhoto: ZProfilePhoto.nullable(),
    blockedUsers: z.array(ZBlockedUser),
  })
  .meta({
    id: 'ProfileSettings',
    description: '`GET /api/users/{id}/profile-settings` (accounts spec §3: profile-settings response).',
  });
export type TProfileSettings = z.infer<typeof ZProfileSettings>;

export const ZDeleteAccountInput = z.object({
  confirmPassword: zText({ error: textKey('account.passwordConfirmationRequired') })
    .min(1, textKey('account.passwordConfirmationRequired'))
    .max(200),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: zText({ error: textKey('account.currentPasswordRequired') })
      .min(1, textKey('account.currentPasswordRequired'))
      .max(200),
    newPassword: ZNewPassword,
    confirmPassword: ZPasswordConfirmation,
  })
  .refine(...confirmationMatches('newPassword', 'confirmPassword'));
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

/** Accounts spec §3: the cookie consent record, kept server-side too for signed-in members. */
export const ZCookieConsent = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type TCookieConsent = z.infer<typeof ZCookieConsent>;

export const ZStoredCookieConsent = ZCookieConsent.extend({ consentedAt: z.string() }).meta({
  id: 'StoredCookieConsent',
});
export type TStoredCookieConsent = z.infer<typeof ZStoredCookieConsent>;

export const ZActiveSession = z
  .object({
    handle: z.string(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    signedInAt: z.string(),
    lastUsedAt: z.string(),
    current: z.boolean(),
  })
  .meta({
    id: 'ActiveSession',
    description:
      "One of the member's signed-in devices (ours: the account tab's list of active sessions). The session id itself is the secret in the cookie and never leaves the server: `handle` names the session without giving it away. Browser and system are plain product names or null.",
  });
export type TActiveSession = z.infer<typeof ZActiveSession>;

/** A session handle: 22 characters of base64url (auth/session-handle.ts on the server). */
export const ZEndSessionInput = z.object({
  handle: z.string({ error: textKey('account.sessionNotFound') }).regex(/^[A-Za-z0-9_-]{22}$/, {
    error: textKey('account.sessionNotFound'),
  }),
});
export type TEndSessionInput = z.input<typeof ZEndSessionInput>;
