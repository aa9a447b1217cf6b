import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { zText } from './input-hygiene';
import { textKey } from './text';

/** Long passphrases fit; the bound keeps hashing and the strength estimate cheap. */
const PASSWORD_MAX_LENGTH = 200;

/**
 * A password being chosen: the one rule for registration, the password change and a reset to
 * come. The spec's minimum (accounts spec §5) and a bound; the server also refuses the most
 * common passwords (apps/api/src/auth/new-password.ts), whose list stays out of the web app.
 */
export const ZNewPassword = zText({ error: textKey('auth.passwordRequired') })
  .min(1, textKey('auth.passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, textKey('auth.passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH);

/**
 * The password typed again. It is only compared: a confirmation that differs says "Passwords
 * don't match", never the length rule, which the password field itself reports.
 */
export const ZPasswordConfirmation = zText().max(PASSWORD_MAX_LENGTH);

function fieldOf(value: unknown, field: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
}

/**
 * The check that `confirmation` repeats `password`, for an object schema's `.refine(...)`,
 * reported on the confirmation. It runs whenever both are text, also while other fields fail
 * (zod skips an object's checks then), so a form can say the mismatch as soon as it is typed.
 */
export function confirmationMatches<Password extends string, Confirmation extends string>(
  password: Password,
  confirmation: Confirmation,
): [(value: Record<Password | Confirmation, string>) => boolean, z.core.$ZodCustomParams] {
  return [
    (value) => value[password] === value[confirmation],
    {
      message: textKey('auth.passwordsDontMatch'),
      path: [confirmation],
      when: ({ value }) =>
        typeof fieldOf(value, password) === 'string' && typeof fieldOf(value, confirmation) === 'string',
    },
  ];
}
