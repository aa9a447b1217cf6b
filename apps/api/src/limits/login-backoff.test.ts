import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { createLimits, type Limits } from './limits';
import { DEFAULT_LIMITS } from './rules';
import { memoryCounters } from './store';

const ATTACKER = '203.0.113.7';
const OWNER_HOME = '198.51.100.20';
const FRESH = '198.51.100.99';

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

  it('never locks the owner out of an address they signed in from, however long someone guesses elsewhere', async () => {
    await limits.login.succeeded('owner', OWNER_HOME);
    for (let n = 0; n < 40; n += 1) await limits.login.failed('owner', ATTACKER);
    expect(await waitOf(limits, 'owner', ATTACKER)).toBe(900);
    expect(await waitOf(limits, 'Owner', OWNER_HOME)).toBe(0);
    // The owner's own typo during the attack costs them nothing: home has its own count.
    await limits.login.failed('owner', OWNER_HOME);
    expect(await waitOf(limits, 'owner', OWNER_HOME)).toBe(0);
    // An address the owner never used waits out the username's delay, then is heard.
    expect(await waitOf(limits, 'owner', FRESH)).toBe(900);
    vi.advanceTimersByTime(900_000);
    expect(await waitOf(limits, 'owner', FRESH)).toBe(0);
  });

  it('slows the username everywhere when the guesses come from a new address each', async () => {
    const waits: number[] = [];
    for (let n = 0; n < 24; n += 1) {
      await limits.login.failed('owner', `192.0.2.${n + 1}`);
      waits.push(await waitOf(limits, 'owner', `198.18.0.${n + 1}`));
    }
    expect(waits).toEqual([...Array<number>(20).fill(0), 1, 2, 4, 8]);
    // Another username is not slowed by them.
    expect(await waitOf(limits, 'someone-else', FRESH)).toBe(0);
  });

  it('hears one check at a time past the free failures, however many arrive together', async () => {
    const begun = await Promise.allSettled(
      Array.from({ length: 30 }, (_, n) => limits.login.begin('owner', `192.0.2.${n + 1}`)),
    );
    // Twenty free, and one more that holds the username's gate while it is checked.
    expect(begun.filter((r) => r.status === 'fulfilled')).toHaveLength(21);
    const refused = begun.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const attempts = begun.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const attempt of attempts) await attempt.failed();
    // Twenty-one failures: the username waits a second everywhere, and then one try at a time.
    expect(await waitOf(limits, 'owner', FRESH)).toBe(1);
    vi.advanceTimersByTime(1000);
    const again = await Promise.allSettled([
      limits.login.begin('owner', '198.18.0.1'),
      limits.login.begin('owner', '198.18.0.2'),
    ]);
    expect(again.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('takes back a right password, and lets the next check in at once', async () => {
    for (let n = 0; n < 20; n += 1) await limits.login.failed('owner', `192.0.2.${n + 1}`);
    const owner = await limits.login.begin('owner', FRESH);
    expect(await waitOf(limits, 'owner', OWNER_HOME)).toBeGreaterThan(0);
    await owner.succeeded();
    expect(await waitOf(limits, 'owner', OWNER_HOME)).toBe(0);
    // Still twenty failures, not twenty-one: the next wrong one earns the first second.
    await (await limits.login.begin('owner', OWNER_HOME)).failed();
    expect(await waitOf(limits, 'owner', '198.18.0.9')).toBe(1);
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
