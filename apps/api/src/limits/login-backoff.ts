import { createHash } from 'node:crypto';
import { type TextRef, textRef } from '@nahbar/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppErrorExtra } from '../errors';
import { Backoff } from './backoff';
import type { LimitsConfig } from './rules';
import type { CounterStore } from './store';
import { tooManyRequests } from './too-many';

/**
 * How long an address the owner signed in from lets them past the account's delay. Two weeks: a
 * member signs in again from home or work well within that, and the memory store's timers cannot
 * run past 24 days.
 */
export const KNOWN_ADDRESS_SECONDS = 14 * 24 * 3600;

/** How a refusal is worded: sign-ins say so (and that no ban is the reason), other checks differ. */
export interface BackoffRefusal {
  text: (seconds: number) => TextRef;
  extra: AppErrorExtra;
}

const SIGN_IN: BackoffRefusal = {
  text: (seconds) => textRef('limits.signInWait', seconds),
  extra: { isBanned: false },
};

/** One password check under way, begun with `begin`: it reports how it ended. */
export interface PasswordTry {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

const UNCOUNTED: PasswordTry = { failed: async () => {}, succeeded: async () => {} };

/**
 * Wrong passwords slow down the guesser, never lock the account for good. Failures are counted per
 * username and address together, per address for any username, and per username from anywhere
 * (sign-ins and the password checks of a password change or account deletion alike). Each failure
 * past the free ones shuts a gate for a growing delay (1 s, 2 s, 4 s, … up to a cap):
 * - the username's gate on that address: the guesser's own address waits longest;
 * - the address's gate: an address trying many usernames waits;
 * - the username's gate everywhere: guesses spread over many addresses share one delay, and past
 *   the free failures only one try at a time is heard at all (`claim`), so fresh addresses buy no
 *   more guesses. The owner gets in all the same: an address they signed in from within
 *   KNOWN_ADDRESS_SECONDS passes this gate (it still meets the other two), and from anywhere else
 *   their try is heard once the delay, at most the cap, has passed.
 * Counters live in the same store as every other limit (memory, or Redis across instances) and
 * expire with their windows.
 */
export class LoginBackoff {
  private readonly accountAddress: Backoff;
  private readonly account: Backoff;
  private readonly address: Backoff;
  private readonly known: RateLimiterAbstract;

  constructor(
    private readonly config: LimitsConfig,
    store: CounterStore,
    /** Told of each refused try (the metrics count them). */
    private readonly onRefused: () => void = () => {},
  ) {
    this.accountAddress = new Backoff(store, 'login-account-address', config.login.accountAddress);
    this.account = new Backoff(store, 'login-account', config.login.account);
    this.address = new Backoff(store, 'login-address', config.login.address);
    this.known = store.counter({ name: 'login-known', points: 1, duration: KNOWN_ADDRESS_SECONDS });
  }

  /** Refuses, naming the wait, while this username must wait on this address; counts nothing. */
  async assertMayTry(username: string, ip: string, refusal: BackoffRefusal = SIGN_IN): Promise<void> {
    if (!this.config.enabled) return;
    const [own, fromAddress, anywhere] = await Promise.all([
      this.accountAddress.waitMs(pairKey(username, ip)),
      this.address.waitMs(ip),
      this.accountWaitMs(username, ip),
    ]);
    const wait = Math.max(own, fromAddress, anywhere);
    if (wait > 0) {
      this.onRefused();
      throw tooManyRequests(wait, refusal.text, refusal.extra);
    }
  }

  /**
   * Lets one password check go ahead, or refuses it with the wait. The check counts as a failure
   * of the username from the start (taken back if it succeeds), so checks arriving together each
   * see the ones before them: past the free failures only the one holding the account's gate runs.
   */
  async begin(username: string, ip: string, refusal: BackoffRefusal = SIGN_IN): Promise<PasswordTry> {
    if (!this.config.enabled) return UNCOUNTED;
    await this.assertMayTry(username, ip, refusal);
    const account = accountKey(username);
    const known = await this.isKnown(username, ip);
    const count = await this.account.fail(account);
    let claimed = false;
    if (!known && count > this.account.spec.free) {
      const wait = await this.account.claim(account);
      if (wait > 0) {
        await this.account.unfail(account);
        this.onRefused();
        throw tooManyRequests(wait, refusal.text, refusal.extra);
      }
      claimed = true;
    }
    return {
      failed: () => this.count(username, ip, count),
      succeeded: async () => {
        await this.account.unfail(account);
        if (claimed) await this.account.release(account);
        await this.succeeded(username, ip);
      },
    };
  }

  /** A failure counted outright, for a check that was not begun with `begin`. */
  async failed(username: string, ip: string): Promise<void> {
    if (!this.config.enabled) return;
    await this.count(username, ip, await this.account.fail(accountKey(username)));
  }

  /**
   * The owner got in from this address: its own failures are forgiven and it passes the account's
   * gate from now on. The account-wide count stays until its window ends, so a guesser gains
   * nothing from the owner's sign-in.
   */
  async succeeded(username: string, ip: string): Promise<void> {
    if (!this.config.enabled) return;
    const pair = pairKey(username, ip);
    await Promise.all([
      this.accountAddress.clear(pair),
      this.known.set(knownKey(username, ip), 1, KNOWN_ADDRESS_SECONDS),
    ]);
  }

  /** The pair's and the address's failures, and the delays all three counts earn. */
  private async count(username: string, ip: string, anywhere: number): Promise<void> {
    const pair = pairKey(username, ip);
    const [own, fromAddress] = await Promise.all([this.accountAddress.fail(pair), this.address.fail(ip)]);
    await Promise.all([
      this.accountAddress.hold(pair, this.accountAddress.delaySeconds(own)),
      this.address.hold(ip, this.address.delaySeconds(fromAddress)),
      this.account.hold(accountKey(username), this.account.delaySeconds(anywhere)),
    ]);
  }

  private async accountWaitMs(username: string, ip: string): Promise<number> {
    if (await this.isKnown(username, ip)) return 0;
    return this.account.waitMs(accountKey(username));
  }

  private async isKnown(username: string, ip: string): Promise<boolean> {
    return (await this.known.get(knownKey(username, ip))) !== null;
  }

  /** An erased account's failures from anywhere go with it (limits.ts `forget`). */
  async forget(username: string): Promise<void> {
    await this.account.clear(accountKey(username));
  }
}

function accountKey(username: string): string {
  return username.toLowerCase();
}

function pairKey(username: string, ip: string): string {
  return `${accountKey(username)}|${ip}`;
}

/**
 * The mark that the owner signed in from an address outlives the failures by weeks, and cannot be
 * found again by its member when the account is erased (its address is not kept anywhere else):
 * so it is stored under a one-way hash of username and address, naming neither.
 */
function knownKey(username: string, ip: string): string {
  return createHash('sha256').update(pairKey(username, ip)).digest('base64url');
}
