import { z } from 'zod';
import { GENDER_PREFERENCES, PROFILE_GENDERS } from './choices';
import { AGE_MAX, AGE_MIN, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from './constants';
import { ZEmailAddress } from './email';
import { zName, zNumeric, zText } from './input-hygiene';
import { confirmationMatches, ZNewPassword, ZPasswordConfirmation } from './passwords';
import { ZCityName, ZLatitude, ZLongitude } from './places';
import { isReservedUsername } from './reserved-usernames';
import { LOCALES, textKey } from './text';

/** A username as registration takes it: well formed, and not one reading as the service or its staff. */
export const ZUsername = zName({ error: textKey('auth.usernameRequired') })
  .trim()
  .min(1, textKey('auth.usernameRequired'))
  .min(USERNAME_MIN_LENGTH, textKey('auth.usernameRules'))
  .max(USERNAME_MAX_LENGTH, textKey('auth.usernameRules'))
  .regex(USERNAME_PATTERN, textKey('auth.usernameRules'))
  .refine((username) => !isReservedUsername(username), textKey('input.reservedUsername'));

/**
 * Registration takes the profile's genders, so no member has to pick a wrong one at the door
 * and correct it later; the spec's two (accounts spec §5: female or male) stay valid.
 */
export const ZRegistrationGender = z.enum(PROFILE_GENDERS, { error: textKey('auth.genderRequired') });
export const ZGender = z.enum(PROFILE_GENDERS);
export type TGender = z.infer<typeof ZGender>;

/** A whole number or its text (form fields); `[30]` or `true` are no age. */
export const ZAge = zNumeric(textKey('auth.invalidAge')).pipe(
  z
    .number()
    .int(textKey('auth.invalidAge'))
    .min(AGE_MIN, textKey('auth.mustBeAdult'))
    .max(AGE_MAX, textKey('auth.invalidAge')),
);

/**
 * The only avatar a member can name is one of their own uploaded photos, by its lasting URL
 * (`/photos/<id>`); the service checks the owner. Never a script or foreign URL.
 */
export const ZAvatarUrl = zText()
  .trim()
  .max(500)
  .regex(
    /^\/photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    textKey('input.avatarNotOwnPhoto'),
  );

export const ZRegisterInput = z
  .object({
    username: ZUsername,
    // The spec sets displayName to the username on submit; a sent value is ignored.
    displayName: zName().optional(),
    password: ZNewPassword,
    // The spec's "confirmPassword at least 6" holds through the match with the password.
    confirmPassword: ZPasswordConfirmation,
    age: ZAge,
    gender: ZRegistrationGender,
    location: ZCityName,
    latitude: ZLatitude.nullish(),
    longitude: ZLongitude.nullish(),
    avatar: ZAvatarUrl.nullish(),
    // Ours (e-mail issue): optional; it gets a verification link and is kept only once verified.
    email: ZEmailAddress.nullish(),
  })
  .refine(...confirmationMatches('password', 'confirmPassword'));
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZLoginInput = z.object({
  username: zText({ error: textKey('auth.usernameRequired') })
    .trim()
    .min(1, textKey('auth.usernameRequired'))
    .max(100),
  password: zText({ error: textKey('auth.passwordRequired') })
    .min(1, textKey('auth.passwordRequired'))
    .max(200),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZCheckUsernameInput = z.object({ username: zText().trim().max(100) });

export const ZRole = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRole>;

export const ZPrimaryPhoto = z.object({ photoUrl: z.string() }).nullable();

export const ZPublicUser = z
  .object({
    id: z.string(),
    username: z.string(),
    displayName: z.string(),
    gender: z.string(),
    age: z.number().nullable(),
    location: z.string().nullable(),
    avatar: z.string().nullable(),
    bio: z.string().nullable(),
    role: ZRole,
    isOnline: z.boolean(),
    primaryPhoto: ZPrimaryPhoto,
  })
  .meta({
    id: 'PublicUser',
    description: 'Another member as anyone may see them: never coordinates, e-mail or settings.',
  });
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZSessionUser = ZPublicUser.extend({
  genderPreference: z.enum(GENDER_PREFERENCES),
  ageMin: z.number(),
  ageMax: z.number(),
  createdAt: z.string(),
  locationKnown: z.boolean().default(true).meta({
    description:
      "Whether the member's location has a position (a city the app knows, or a device position): without one no distances to others can be shown. Absent in copies stored before it existed.",
  }),
  locale: z
    .enum(LOCALES)
    .nullable()
    .default(null)
    .meta({ description: 'The language the member chose on any device; null until they choose.' }),
}).meta({ id: 'SessionUser', description: "The signed-in user's own record." });
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** Choosing the interface language (stored on the account). */
export const ZSetLocaleInput = z.object({ locale: z.enum(LOCALES) });
export type TSetLocaleInput = z.infer<typeof ZSetLocaleInput>;
