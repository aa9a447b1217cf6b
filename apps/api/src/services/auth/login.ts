import { TEXT, ZLoginInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { toSessionUser } from '../users/to-session-user';
import type { SignedIn } from './register';

/** Login failures always say whether a ban is the reason (accounts spec §7). */
const NOT_BANNED = { isBanned: false };

function banMessage(reason: string | null): string {
  return reason
    ? `Your account has been banned: ${reason}. Please contact support.`
    : TEXT.auth.accountSuspendedFallback;
}

/**
 * Signs in with a fresh session id every time (any session the request carried ends).
 * A ban is revealed only to someone who knows the password.
 */
export async function login(
  deps: AppDeps,
  rawInput: unknown,
  options: { previousSessionId?: string | null } = {},
): Promise<SignedIn> {
  const input = parseInput(ZLoginInput, rawInput);
  if (deps.loginLimiter.isLimited(input.username)) {
    throw new AppError('TOO_MANY_REQUESTS', TEXT.auth.tooManyAttempts, NOT_BANNED);
  }
  const user = await usersQueries.findByUsername(deps.db, input.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) {
    deps.loginLimiter.recordFailure(input.username);
    throw new AppError('UNAUTHORIZED', TEXT.auth.invalidCredentials, NOT_BANNED);
  }
  if (user.isBanned) throw new AppError('FORBIDDEN', banMessage(user.banReason), { isBanned: true });
  deps.loginLimiter.reset(input.username);
  if (options.previousSessionId) await deps.sessions.invalidate(options.previousSessionId);
  const { sessionId, cookie } = await deps.sessions.create(user.id);
  return { user: await toSessionUser(deps.db, user), sessionId, cookie };
}
