import { TEXT, type TSessionUser, ZRegisterInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { hashPassword } from '../../auth/passwords';
import type { SessionCookie } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { storedLocation } from '../places/stored-location';
import { toSessionUser } from '../users/to-session-user';

export interface SignedIn {
  user: TSessionUser;
  sessionId: string;
  cookie: SessionCookie;
}

/** Creates the account and signs it in (accounts spec §5). */
export async function register(
  deps: AppDeps,
  rawInput: unknown,
  options: { previousSessionId?: string | null } = {},
): Promise<SignedIn> {
  const input = parseInput(ZRegisterInput, rawInput);
  if (await usersQueries.isUsernameTaken(deps.db, input.username)) {
    throw new AppError('CONFLICT', TEXT.auth.usernameTaken);
  }
  const passwordHash = await hashPassword(input.password);
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
      avatar: input.avatar ?? null,
      bio: null,
      dateOfBirth: null,
      lastSeen: null,
      bannedAt: null,
      bannedBy: null,
      banReason: null,
    })
    .catch((error: unknown) => {
      // Two registrations racing for one name: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', TEXT.auth.usernameTaken);
      throw error;
    });
  if (options.previousSessionId) await deps.sessions.invalidate(options.previousSessionId);
  const { sessionId, cookie } = await deps.sessions.create(user.id);
  return { user: await toSessionUser(deps.db, user), sessionId, cookie };
}
