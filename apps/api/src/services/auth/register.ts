import { type TSessionUser, ZRegisterInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { hashPassword } from '../../auth/passwords';
import type { SessionCookie } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { UNKNOWN_ADDRESS } from '../../limits/rules';
import { isUniqueViolation } from '../db/unique-violation';
import { requestAddress } from '../email/request-address';
import { storedLocation } from '../places/stored-location';
import { noteSignInLater } from '../security/note-sign-in';
import { toSessionUser } from '../users/to-session-user';
import { assertNewPasswordAllowed } from './new-password';

export interface SignedIn {
  user: TSessionUser;
  sessionId: string;
  cookie: SessionCookie;
}

/** Where a sign-in comes from: the session it replaces, the address limits key on, the browser. */
export interface SignInOrigin {
  previousSessionId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Creates the account and signs it in (accounts spec §5), within the registrations per address.
 * The registering browser becomes the account's first known device, and an address given gets
 * its verification link; both after the answer, so a taken address answers as a free one does.
 */
export async function register(
  deps: AppDeps,
  rawInput: unknown,
  options: SignInOrigin = {},
): Promise<SignedIn> {
  const input = parseInput(ZRegisterInput, rawInput);
  // Per address: accounts are free to make, so a flood of them is cheap to send (rules.ts).
  await deps.limits.hit('registrations', options.ip ?? UNKNOWN_ADDRESS);
  // An avatar must be one of the member's own photos, and a new account has none yet.
  if (input.avatar) throw new AppError('BAD_REQUEST', 'input.avatarNotOwnPhoto');
  assertNewPasswordAllowed(input.password);
  if (await usersQueries.isUsernameTaken(deps.db, input.username)) {
    throw new AppError('CONFLICT', 'auth.usernameTaken');
  }
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  // Only a city centre or a ~1 km grid point is ever stored, never a device's exact position.
  const place = await storedLocation(input);
  const user = await usersQueries
    .insert(deps.db, {
      username: input.username,
      // The spec sets the display name to the username at registration.
      displayName: input.username,
      passwordHash,
      age: input.age,
      gender: input.gender,
      location: place.location,
      latitude: place.latitude,
      longitude: place.longitude,
      avatar: null,
      bio: null,
      dateOfBirth: null,
      lastSeen: null,
      bannedAt: null,
      bannedBy: null,
      banReason: null,
    })
    .catch((error: unknown) => {
      // Two registrations racing for one name: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'auth.usernameTaken');
      throw error;
    });
  if (options.previousSessionId) await deps.sessions.invalidate(options.previousSessionId);
  const { sessionId, cookie } = await deps.sessions.create(user.id, { userAgent: options.userAgent ?? null });
  noteSignInLater(deps, user, options.userAgent);
  const address = input.email;
  if (address) deps.background.run(() => requestAddress(deps, user, address));
  return { user: await toSessionUser(deps.db, user), sessionId, cookie };
}
