import { z } from 'zod';
import { EMAIL_NOTIFICATION_SWITCHES } from './choices';
import { zText } from './input-hygiene';
import { confirmationMatches, ZNewPassword, ZPasswordConfirmation } from './passwords';
import { textKey } from './text';

/**
 * E-mail: an optional, verified address per member, password reset by mail, and one-click
 * unsubscribe (RFC 8058). Tokens are the random strings the mailed links carry.
 */

/** Longest address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A verification link's lifetime. */
export const EMAIL_VERIFY_TOKEN_HOURS = 24;
/** A password reset link's lifetime. */
export const PASSWORD_RESET_TOKEN_MINUTES = 30;

export const ZEmailAddress = zText({ error: textKey('email.invalidAddress') })
  .trim()
  .max(EMAIL_MAX_LENGTH, textKey('email.invalidAddress'))
  .pipe(z.email({ error: textKey('email.invalidAddress') }))
  .meta({ description: 'An e-mail address; compared ignoring case.' });

/** The random token of a mailed link (base64url of 32 bytes; a little slack for other encodings). */
export const ZMailToken = zText({ error: textKey('email.linkInvalid') })
  .trim()
  .min(16, textKey('email.linkInvalid'))
  .max(128, textKey('email.linkInvalid'))
  .regex(/^[A-Za-z0-9_-]+$/, textKey('email.linkInvalid'));

export const ZForgotPasswordInput = z.object({
  login: zText({ error: textKey('email.loginRequired') })
    .trim()
    .min(1, textKey('email.loginRequired'))
    .max(EMAIL_MAX_LENGTH)
    .meta({ description: 'The username or the verified e-mail address of the account.' }),
});
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZResetPasswordInput = z
  .object({ token: ZMailToken, password: ZNewPassword, confirmPassword: ZPasswordConfirmation })
  .refine(...confirmationMatches('password', 'confirmPassword'));
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

export const ZSetEmailInput = z.object({
  email: ZEmailAddress,
  password: zText({ error: textKey('auth.passwordRequired') })
    .min(1, textKey('auth.passwordRequired'))
    .max(200),
});
export type TSetEmailInput = z.input<typeof ZSetEmailInput>;

export const ZVerifyEmailInput = z.object({ token: ZMailToken });
export type TVerifyEmailInput = z.infer<typeof ZVerifyEmailInput>;

export const ZUnsubscribeInput = z.object({ token: ZMailToken });
export type TUnsubscribeInput = z.infer<typeof ZUnsubscribeInput>;

/** What the account tab shows of the member's address. */
export const ZEmailStatus = z
  .object({
    email: z.string().nullable().meta({ description: 'The verified address; null when none.' }),
    pendingEmail: z
      .string()
      .nullable()
      .meta({ description: 'An address waiting for its verification link to be opened.' }),
  })
  .meta({ id: 'EmailStatus' });
export type TEmailStatus = z.infer<typeof ZEmailStatus>;

/** What an unsubscribe link turned off. */
export const ZUnsubscribeResult = z
  .object({ success: z.literal(true), switch: z.enum(EMAIL_NOTIFICATION_SWITCHES) })
  .meta({ id: 'UnsubscribeResult' });
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;
