import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords/common-passwords';

/**
 * The server's part of the rule for a password being chosen (registration, the password change
 * and a reset to come), after the contracts' ZNewPassword: one of the most common passwords is
 * refused, as the first thing a guesser tries. Only here, so the web app never downloads the list.
 */
export function assertNewPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw new AppError('BAD_REQUEST', 'passwords.tooCommon');
}
