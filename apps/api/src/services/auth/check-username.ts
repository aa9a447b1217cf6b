import {
  isReservedUsername,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  ZCheckUsernameInput,
} from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../errors';

/** A name that breaks the rules or is reserved is never available, whether or not someone has it. */
export async function checkUsername(deps: AppDeps, rawInput: unknown): Promise<{ available: boolean }> {
  const { username } = parseInput(ZCheckUsernameInput, rawInput);
  const wellFormed =
    username.length >= USERNAME_MIN_LENGTH &&
    username.length <= USERNAME_MAX_LENGTH &&
    USERNAME_PATTERN.test(username) &&
    !isReservedUsername(username);
  if (!wellFormed) return { available: false };
  return { available: !(await usersQueries.isUsernameTaken(deps.db, username)) };
}
