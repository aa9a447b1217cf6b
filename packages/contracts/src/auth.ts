import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from './constants';
import { TEXT } from './messages';
import { ZLatitude, ZLongitude } from './places';

export const ZUsername = z
  .string({ error: TEXT.auth.usernameRequired })
  .trim()
  .min(1, TEXT.auth.usernameRequired)
  .min(USERNAME_MIN_LENGTH, TEXT.auth.usernameRules)
  .max(USERNAME_MAX_LENGTH, TEXT.auth.usernameRules)
  .regex(USERNAME_PATTERN, TEXT.auth.usernameRules);

/** Registration accepts only these two (accounts spec §5); profiles allow more later. */
export const ZRegistrationGender = z.enum(['female', 'male'], { error: TEXT.auth.genderRequired });
export const ZGender = z.enum(['male', 'female', 'non-binary', 'other']);
export type TGender = z.infer<typeof ZGender>;

export const ZAge = z.coerce
  .number({ error: TEXT.auth.invalidAge })
  .int(TEXT.auth.invalidAge)
  .min(AGE_MIN, TEXT.auth.mustBeAdult)
  .max(AGE_MAX, TEXT.auth.invalidAge);

export const ZRegisterInput = z
  .object({
    username: ZUsername,
    // The spec sets displayName to the username on submit; a sent value is ignored.
    displayName: z.string().optional(),
    password: z
      .string({ error: TEXT.auth.passwordRequired })
      .min(1, TEXT.auth.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, TEXT.auth.passwordTooShort)
      .max(200),
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, TEXT.auth.passwordTooShort).max(200),
    age: ZAge,
    gender: ZRegistrationGender,
    location: z.string({ error: TEXT.auth.cityRequired }).trim().min(1, TEXT.auth.cityRequired).max(100),
    latitude: ZLatitude.nullish(),
    longitude: ZLongitude.nullish(),
    avatar: z.string().max(500).nullish(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: TEXT.auth.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZLoginInput = z.object({
  username: z
    .string({ error: TEXT.auth.usernameRequired })
    .trim()
    .min(1, TEXT.auth.usernameRequired)
    .max(100),
  password: z.string({ error: TEXT.auth.passwordRequired }).min(1, TEXT.auth.passwordRequired).max(200),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZCheckUsernameInput = z.object({ username: z.string().trim().max(100) });

export const ZRole = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRole>;

export const ZPrimaryPhoto = z.object({ photoUrl: z.string() }).nullable();

/** Another member as anyone may see them: never coordinates, e-mail or settings. */
export const ZPublicUser = z.object({
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
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** The signed-in user's own record. */
export const ZSessionUser = ZPublicUser.extend({
  genderPreference: z.enum(['all', 'male', 'female']),
  ageMin: z.number(),
  ageMax: z.number(),
  createdAt: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
