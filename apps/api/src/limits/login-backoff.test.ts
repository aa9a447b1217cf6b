import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { createLimits, type Limits } from './limits';
import { DEFAULT_LIMITS } from './rules';
import { memoryCounters } from './store';

const ATTACKER = '203.0.113.7';
const OWNER_HOME = '198.51.100.20';

/** Seconds the address must wait for the username, 0 when it may try now. */
async function waitOf(limits: Limits, username: string, ip: string): Promise<number> {
  try {
    await limits.login.assertMayTry(username, ip);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.extra.isBanned).toBe(false);
    expect(error.text.key).toBe('limits.signInWait');
    return error.extra.retryAfter ?? 0;
  }
}

describe('sign-in backoff', () => {
  let limits: Limits;
  beforeEach(() => {
    vi.useFakeTimers();
    limits = createLimits(DEFAULT_LIMITS);
  });
  afterEach(async () => {
    await limits.close();
    vi.useRealTimers();
  });

  it('makes the failing address wait longer after each failure past five, 1 s doubling', async () => {
    const waits: number[] = [];
    for (let n = 0; n < 9; n += 1) {
      await limits.login.failed('owner', ATTACKER);
      waits.push(await waitOf(limits, 'owner', ATTACKER));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8]);
    // A delay, not a lock: once it has passed, the next try is heard.
    vi.advanceTimersByTime(8000);
    expect(await waitOf(limits, 'owner', ATTACKER)).toBe(0);
  });

  it('never locks the owner out from another address, however long someone guesses elsewhere', async () => {
    for (let n = 0; n < 40; n += 1) await limits.login.failed('owner', ATTACKER);
    expect(await waitOf(limits, 'owner', ATTACKER)).toBe(900);
    expect(await waitOf(limits, 'Owner', OWNER_HOME)).toBe(0);
    // The owner's own typo during the attack costs seconds (the account-wide cap), not the attacker's 15 minutes.
    await limits.login.failed('owner', OWNER_HOME);
    expect(await waitOf(limits, 'owner', OWNER_HOME)).toBe(30);
    vi.advanceTimersByTime(30_000);
    expect(await waitOf(limits, 'owner', OWNER_HOME)).toBe(0);
    expect(await waitOf(limits, 'owner', ATTACKER)).toBe(870);
  });

  it('slows an address that sprays many usernames', async () => {
    for (let n = 0; n < 51; n += 1) await limits.login.failed(`member${n}`, ATTACKER);
    expect(await waitOf(limits, 'someone-else', ATTACKER)).toBe(1);
    expect(await waitOf(limits, 'someone-else', OWNER_HOME)).toBe(0);
  });

  it("forgives an address's failures when the owner signs in from it", async () => {
    for (let n = 0; n < 6; n += 1) await limits.login.failed('owner', OWNER_HOME);
    expect(await waitOf(limits, 'owner', OWNER_HOME)).toBe(1);
    vi.advanceTimersByTime(1000);
    await limits.login.succeeded('owner', OWNER_HOME);
    await limits.login.failed('owner', OWNER_HOME);
    expect(await waitOf(limits, 'owner', OWNER_HOME)).toBe(0);
  });

  it('forgets failures when their window ends, so memory stays bounded', async () => {
    const store = memoryCounters();
    const counter = store.counter({ name: 'probe', points: 5, duration: 900 });
    for (let n = 0; n < 1000; n += 1) await counter.penalty(`user${n}|${ATTACKER}`);
    expect(counter).toBeInstanceOf(RateLimiterMemory);
    const memory = counter as RateLimiterMemory;
    expect(memory.dump().storage).toHaveLength(1000);
    vi.advanceTimersByTime(900_000);
    expect(memory.dump().storage).toHaveLength(0);

    for (let n = 0; n < 6; n += 1) await limits.login.failed('owner', ATTACKER);
    expect(await waitOf(limits, 'owner', ATTACKER)).toBe(1);
    vi.advanceTimersByTime(3_600_000);
    await limits.login.failed('owner', ATTACKER);
    expect(await waitOf(limits, 'owner', ATTACKER)).toBe(0);
  });
});
