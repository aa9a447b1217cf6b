import { testServiceUrl } from '@nahbar/db/testing';
import { Redis } from 'ioredis';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { createLimits, type Limits } from './limits';
import { limitsFromEnv } from './limits-env';
import { DEFAULT_LIMITS, type LimitsConfig } from './rules';

/** Limits on, with a small message rate that tests can exhaust. */
function config(overrides: Partial<LimitsConfig> = {}): LimitsConfig {
  return {
    ...DEFAULT_LIMITS,
    rates: { ...DEFAULT_LIMITS.rates, messages: { points: 3, seconds: 10 } },
    ...overrides,
  };
}

async function refusal(action: Promise<unknown>): Promise<AppError> {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const opened: Limits[] = [];
function limitsOf(c: LimitsConfig, options: Parameters<typeof createLimits>[1] = {}): Limits {
  const limits = createLimits(c, options);
  opened.push(limits);
  return limits;
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((limits) => limits.close()));
});

describe('rate limits', () => {
  it('allows the burst, then refuses with the wait in seconds until the window ends', async () => {
    vi.useFakeTimers();
    const limits = limitsOf(config());
    for (let n = 0; n < 3; n += 1) await limits.hit('messages', 'a');
    vi.advanceTimersByTime(2500);
    const refused = await refusal(limits.hit('messages', 'a'));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.extra.retryAfter).toBe(8);
    expect(refused.text).toEqual({ key: 'limits.tooFast', params: [8] });
    expect(refused.message).toBe("You're going a bit fast. Please wait 8 seconds and try again.");
    vi.advanceTimersByTime(7500);
    await limits.hit('messages', 'a');
  });

  it('counts each key on its own: member B is not slowed by member A', async () => {
    const limits = limitsOf(config());
    for (let n = 0; n < 3; n += 1) await limits.hit('messages', 'a');
    await refusal(limits.hit('messages', 'a'));
    for (let n = 0; n < 3; n += 1) await limits.hit('messages', 'b');
  });

  it('counts each rule on its own', async () => {
    const limits = limitsOf(config());
    for (let n = 0; n < 3; n += 1) await limits.hit('messages', 'a');
    await limits.hit('typing', 'a');
  });

  it('counts in memory while Redis cannot be reached, rather than failing requests', async () => {
    const errors: Error[] = [];
    const limits = limitsOf(config(), { redis: 'redis://127.0.0.1:1', onError: (e) => errors.push(e) });
    const started = Date.now();
    for (let n = 0; n < 3; n += 1) await limits.hit('messages', 'a');
    const refused = await refusal(limits.hit('messages', 'a'));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('lets everything through with RATE_LIMITS=off', async () => {
    const limits = limitsOf(limitsFromEnv({ RATE_LIMITS: 'off', RATE_LIMIT_MESSAGES: '1/60' }));
    for (let n = 0; n < 50; n += 1) await limits.hit('messages', 'a');
    for (let n = 0; n < 50; n += 1) await limits.login.failed('owner', '10.0.0.1');
    await limits.login.assertMayTry('owner', '10.0.0.1');
  });
});

describe('limits from the environment', () => {
  it('has defaults for every limit and on by default', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(limitsFromEnv({ RATE_LIMITS: '' }).enabled).toBe(true);
  });

  it('reads each limit from its own variable', () => {
    const limits = limitsFromEnv({
      RATE_LIMITS: 'on',
      RATE_LIMIT_MESSAGES: '40/20',
      RATE_LIMIT_MESSAGE_CHANGES: '35/36',
      RATE_LIMIT_REACTIONS: '37/38',
      RATE_LIMIT_LINK_PREVIEWS: '39/40',
      RATE_LIMIT_TYPING: '5/5',
      RATE_LIMIT_UPLOADS: '1/2',
      RATE_LIMIT_SEARCHES: '3/4',
      RATE_LIMIT_ROOM_CREATION: '5/6',
      RATE_LIMIT_REGISTRATIONS: '7/8',
      RATE_LIMIT_LOGINS: '9/10',
      RATE_LIMIT_FRIEND_REQUESTS: '11/12',
      RATE_LIMIT_BLOCKS: '13/14',
      RATE_LIMIT_REPORTS: '15/16',
      RATE_LIMIT_PRIVATE_CHATS: '17/18',
      RATE_LIMIT_ROOM_INVITES: '29/30',
      RATE_LIMIT_ROOM_LEAVES: '31/32',
      RATE_LIMIT_SETTINGS: '19/20',
      RATE_LIMIT_RELATION_CHANGES: '21/22',
      RATE_LIMIT_PROFILE_VIEWS: '23/24',
      RATE_LIMIT_NOTIFICATIONS: '25/26',
      RATE_LIMIT_EXPORTS: '27/28',
      RATE_LIMIT_SUPPORT_LOOKUPS: '33/34',
      RATE_LIMIT_PASSWORD_RESET_REQUESTS: '41/42',
      RATE_LIMIT_PASSWORD_RESET_LOGINS: '43/44',
      RATE_LIMIT_PASSWORD_RESET_MAILS: '45/46',
      RATE_LIMIT_MAIL_LINKS: '47/48',
      RATE_LIMIT_EMAIL_CHANGES: '49/50',
      RATE_LIMIT_UNSUBSCRIBES: '51/52',
      LOGIN_BACKOFF_ACCOUNT_ADDRESS: '3/60/120',
      LOGIN_BACKOFF_ACCOUNT: '0/60/10',
      LOGIN_BACKOFF_ADDRESS: '10/60/600',
      ROOMS_PER_MEMBER: '7',
      RATE_LIMIT_WS_REFUSALS: '10/30',
    });
    expect(limits).toEqual({
      enabled: true,
      rates: {
        messages: { points: 40, seconds: 20 },
        messageChanges: { points: 35, seconds: 36 },
        reactions: { points: 37, seconds: 38 },
        linkPreviews: { points: 39, seconds: 40 },
        typing: { points: 5, seconds: 5 },
        uploads: { points: 1, seconds: 2 },
        searches: { points: 3, seconds: 4 },
        roomCreation: { points: 5, seconds: 6 },
        registrations: { points: 7, seconds: 8 },
        logins: { points: 9, seconds: 10 },
        friendRequests: { points: 11, seconds: 12 },
        blocks: { points: 13, seconds: 14 },
        reports: { points: 15, seconds: 16 },
        privateChats: { points: 17, seconds: 18 },
        roomInvites: { points: 29, seconds: 30 },
        roomLeaves: { points: 31, seconds: 32 },
        settings: { points: 19, seconds: 20 },
        relationChanges: { points: 21, seconds: 22 },
        profileViews: { points: 23, seconds: 24 },
        notifications: { points: 25, seconds: 26 },
        exports: { points: 27, seconds: 28 },
        supportLookups: { points: 33, seconds: 34 },
        passwordResetRequests: { points: 41, seconds: 42 },
        passwordResetLogins: { points: 43, seconds: 44 },
        passwordResetMails: { points: 45, seconds: 46 },
        mailLinks: { points: 47, seconds: 48 },
        emailChanges: { points: 49, seconds: 50 },
        unsubscribes: { points: 51, seconds: 52 },
      },
      login: {
        accountAddress: { free: 3, seconds: 60, maxDelaySeconds: 120 },
        account: { free: 0, seconds: 60, maxDelaySeconds: 10 },
        address: { free: 10, seconds: 60, maxDelaySeconds: 600 },
      },
      roomsPerMember: 7,
      wsRefusals: { points: 10, seconds: 30 },
    });
  });

  it('refuses a malformed value instead of guessing', () => {
    expect(() => limitsFromEnv({ RATE_LIMIT_MESSAGES: '20' })).toThrow(/points\/seconds/);
    expect(() => limitsFromEnv({ RATE_LIMIT_MESSAGES: '0/10' })).toThrow();
    expect(() => limitsFromEnv({ RATE_LIMITS: 'maybe' })).toThrow();
  });
});

/**
 * Runs when TEST_REDIS_URL is set (CI must set it); then an unreachable Redis fails the suite
 * instead of skipping it.
 */
const redisUrl = testServiceUrl('TEST_REDIS_URL');

describe.runIf(redisUrl)('rate limits in Redis', () => {
  const url = redisUrl ?? '';
  beforeAll(async () => {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      expect(await probe.ping()).toBe('PONG');
    } finally {
      probe.disconnect();
    }
  });

  it('shares the counts between two instances', async () => {
    const prefix = `nahbar-test:${process.pid}:${Date.now()}`;
    const one = limitsOf(config(), { redis: url, prefix });
    const two = limitsOf(config(), { redis: url, prefix });
    await one.hit('messages', 'a');
    await two.hit('messages', 'a');
    await one.hit('messages', 'a');
    const refused = await refusal(two.hit('messages', 'a'));
    expect(refused.extra.retryAfter).toBeGreaterThan(0);
    await two.hit('messages', 'b');
  });

  it('shares the sign-in delays between two instances', async () => {
    const prefix = `nahbar-test:${process.pid}:${Date.now()}:login`;
    const backoff = {
      ...DEFAULT_LIMITS.login,
      accountAddress: { free: 1, seconds: 60, maxDelaySeconds: 60 },
    };
    const one = limitsOf(config({ login: backoff }), { redis: url, prefix });
    const two = limitsOf(config({ login: backoff }), { redis: url, prefix });
    await one.login.failed('owner', '10.0.0.66');
    await one.login.failed('owner', '10.0.0.66');
    const refused = await refusal(two.login.assertMayTry('Owner', '10.0.0.66'));
    expect(refused.extra.retryAfter).toBe(1);
    await two.login.assertMayTry('owner', '10.0.0.77');
  });

  it('hears one password check of a username at a time across instances, past the free failures', async () => {
    const prefix = `nahbar-test:${process.pid}:${Date.now()}:claims`;
    const backoff = { ...DEFAULT_LIMITS.login, account: { free: 0, seconds: 60, maxDelaySeconds: 60 } };
    const one = limitsOf(config({ login: backoff }), { redis: url, prefix });
    const two = limitsOf(config({ login: backoff }), { redis: url, prefix });
    const begun = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) => (n % 2 ? one : two).login.begin('owner', `10.0.1.${n + 1}`)),
    );
    expect(begun.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
