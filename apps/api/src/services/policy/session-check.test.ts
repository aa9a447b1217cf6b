import { describe, expect, it } from 'vitest';
import type { SessionManager, ValidatedSession } from '../../auth/sessions';
import { validSession } from './session-check';

const NOW = new Date('2025-06-01T12:00:00Z');
const HOUR_MS = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR_MS);

function sessionWith(change: {
  expiresAt?: Date;
  isBanned?: boolean;
  banExpiresAt?: Date | null;
}): ValidatedSession {
  return {
    sessionId: 's1',
    expiresAt: change.expiresAt ?? at(24),
    refreshedCookie: undefined,
    user: {
      isBanned: change.isBanned ?? false,
      banExpiresAt: change.banExpiresAt ?? null,
    } as ValidatedSession['user'],
  };
}

/** The check with a session store that answers `found` and a clock that says NOW. */
function check(found: ValidatedSession | null) {
  const sessions = { validate: async () => found } as unknown as SessionManager;
  return validSession({ sessions, clock: { now: () => NOW } }, 's1');
}

describe('validSession: one check, one clock', () => {
  it.each([
    ['a session that runs on', sessionWith({}), true],
    ['no such session', null, false],
    ['a session that ended this very moment', sessionWith({ expiresAt: NOW }), false],
    ['a session that ended an hour ago by the clock', sessionWith({ expiresAt: at(-1) }), false],
    ['a member banned for good', sessionWith({ isBanned: true }), false],
    ['a member banned for another hour', sessionWith({ isBanned: true, banExpiresAt: at(1) }), false],
    [
      'a member whose ban ran out an hour ago (flag not yet lifted)',
      sessionWith({ isBanned: true, banExpiresAt: at(-1) }),
      true,
    ],
  ])('%s → %s', async (_what, found, valid) => {
    expect((await check(found)) !== null).toBe(valid);
  });
});
