import { ZChangePasswordInput } from '@nahbar/contracts';
import { hashPassword } from '../../auth/passwords';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { assertNewPasswordAllowed } from '../auth/new-password';
import { alertLater } from '../security/security-alert';
import { endSessionsBut } from './active-sessions';
import { type CheckOrigin, confirmPassword } from './confirm-password';
import { replacePasswordHash } from './replace-password';

/**
 * Changes the password: the current one is required, and every other session of the member
 * ends with its sockets (on every instance), so a thief signed in elsewhere is out at once.
 * Unused reset links end too, and the member's verified address gets an alert.
 */
export async function changePassword(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
  currentSessionId: string | null,
  origin: CheckOrigin = {},
): Promise<{ success: true }> {
  const input = parseInput(ZChangePasswordInput, rawInput);
  await confirmPassword(deps, actor, input.currentPassword, origin);
  assertNewPasswordAllowed(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword, deps.config.passwordHashCost);
  await replacePasswordHash(deps.db, actor.id, passwordHash);
  await endSessionsBut(deps, actor.id, currentSessionId);
  alertLater(deps, actor, 'passwordChangedAlert', origin.userAgent);
  return { success: true };
}
