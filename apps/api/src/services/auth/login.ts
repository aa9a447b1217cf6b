import { type TextRef, textRef, ZLoginInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { UNKNOWN_ADDRESS } from '../../limits/rules';
import { banActive, banDetails } from '../policy/standing';
import { noteSignInLater } from '../security/note-sign-in';
import { toSessionUser } from '../users/to-session-user';
import type { SignedIn, SignInOrigin } from './register';

/** Login failures always say whether a ban is the reason (accounts spec §7). */
const NOT_BANNED = { isBanned: false };

function banText(reason: string | null): TextRef {
  return reason ? textRef('auth.bannedWithReason', reason) : textRef('auth.accountSuspendedFallback');
}

/**
 * Signs in with a fresh session id every time (any session the request carried ends).
 * A ban is revealed only to someone who knows the password. Attempts are limited per address,
 * and failures slow down the failing address and, past a day's free ones, the username
 * everywhere with a growing delay (limits/login-backoff.ts): never a lock for good, and addresses
 * the owner signed in from are let past the username's delay.
 */
export async function login(deps: AppDeps, rawInput: unknown, options: SignInOrigin = {}): Promise<SignedIn> {
  const input = parseInput(ZLoginInput, rawInput);
  const ip = options.ip ?? UNKNOWN_ADDRESS;
  await withNotBanned(() => deps.limits.hit('logins', ip));
  const attempt = await deps.limits.login.begin(input.username, ip);
  const user = await usersQueries.findByUsername(deps.db, input.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) {
    await attempt.failed();
    throw new AppError('UNAUTHORIZED', 'auth.invalidCredentials', NOT_BANNED);
  }
  // The password was right, whether or not a ban keeps the member out: no guess to count.
  await attempt.succeeded();
  if (banActive(user, deps.clock.now())) {
    const ban = banDetails(user);
    throw new AppError('FORBIDDEN', banText(ban.reason), { isBanned: true, ban });
  }
  if (options.previousSessionId) await deps.sessions.invalidate(options.previousSessionId);
  const { sessionId, cookie } = await deps.sessions.create(user.id, { userAgent: options.userAgent ?? null });
  // A reset or change that ended every session while the old password was being checked must end
  // this one too: the session stands only if the password it was made with still does.
  const current = await usersQueries.findById(deps.db, user.id);
  if (current?.passwordHash !== user.passwordHash) {
    await deps.sessions.invalidate(sessionId);
    throw new AppError('UNAUTHORIZED', 'auth.invalidCredentials', NOT_BANNED);
  }
  noteSignInLater(deps, user, options.userAgent);
  return { user: await toSessionUser(deps.db, user), sessionId, cookie };
}

/** Every refused sign-in says whether a ban is the reason, a rate limit too. */
async function withNotBanned(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.code, error.text, { ...error.extra, ...NOT_BANNED });
    throw error;
  }
}
