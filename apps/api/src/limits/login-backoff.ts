import { textRef } from '@nahbar/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { BackoffSpec, LimitsConfig } from './rules';
import type { CounterStore } from './store';
import { tooManyRequests } from './too-many';

/** Failures are only ever added (`penalty`), never refused, so this bound is never met. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** Failures of one kind, and the gate their delay closes for a while. */
class Backoff {
  private readonly failures: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;

  constructor(
    store: CounterStore,
    name: string,
    private readonly spec: BackoffSpec,
  ) {
    this.failures = store.counter({ name: `${name}:failures`, points: UNBOUNDED, duration: spec.seconds });
    this.gate = store.counter({ name: `${name}:gate`, points: 1, duration: spec.maxDelaySeconds });
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  async waitMs(key: string): Promise<number> {
    const state = await this.gate.get(key);
    return state && state.consumedPoints > this.gate.points ? Math.max(0, state.msBeforeNext) : 0;
  }

  /** Counts a failure; returns how many there were in the window. */
  async fail(key: string): Promise<number> {
    return (await this.failures.penalty(key)).consumedPoints;
  }

  /** The delay `count` failures earn: none while free, then 1 s doubling up to the cap. */
  delaySeconds(count: number): number {
    const over = count - this.spec.free;
    if (over <= 0) return 0;
    return Math.min(this.spec.maxDelaySeconds, 2 ** Math.min(over - 1, 30));
  }

  async hold(key: string, seconds: number): Promise<void> {
    if (seconds > 0) await this.gate.block(key, seconds);
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.gate.delete(key)]);
  }
}

/**
 * Failed sign-ins slow down the guesser, not the owner. Failures are counted per username and
 * address together, per username from anywhere, and per address for any username; each failure
 * past the free ones closes a gate for a growing delay (1 s, 2 s, 4 s, … up to a cap), never for
 * good. The gates are per username and address, and per address: failures from address X make X
 * wait, while the owner's first try from address Y goes through, and a wrong try of theirs from Y
 * during an attack costs at most the account-wide cap (30 s by default). Counters live in the
 * same store as every other limit (memory, or Redis across instances) and expire with their windows.
 */
export class LoginBackoff {
  private readonly accountAddress: Backoff;
  private readonly account: Backoff;
  private readonly address: Backoff;

  constructor(
    private readonly config: LimitsConfig,
    store: CounterStore,
  ) {
    this.accountAddress = new Backoff(store, 'login-account-address', config.login.accountAddress);
    this.account = new Backoff(store, 'login-account', config.login.account);
    this.address = new Backoff(store, 'login-address', config.login.address);
  }

  /** Refuses, naming the wait, while this username must wait on this address. */
  async assertMayTry(username: string, ip: string): Promise<void> {
    if (!this.config.enabled) return;
    const [own, fromAddress] = await Promise.all([
      this.accountAddress.waitMs(pairKey(username, ip)),
      this.address.waitMs(ip),
    ]);
    const wait = Math.max(own, fromAddress);
    if (wait > 0) {
      throw tooManyRequests(wait, (seconds) => textRef('limits.signInWait', seconds), { isBanned: false });
    }
  }

  async failed(username: string, ip: string): Promise<void> {
    if (!this.config.enabled) return;
    const pair = pairKey(username, ip);
    const [own, anywhere, fromAddress] = await Promise.all([
      this.accountAddress.fail(pair),
      this.account.fail(accountKey(username)),
      this.address.fail(ip),
    ]);
    const delay = Math.max(this.accountAddress.delaySeconds(own), this.account.delaySeconds(anywhere));
    await Promise.all([
      this.accountAddress.hold(pair, delay),
      this.address.hold(ip, this.address.delaySeconds(fromAddress)),
    ]);
  }

  /**
   * The owner got in from this address: its own failures are forgiven. The account-wide count
   * stays until its window ends, so a guesser gains nothing from the owner's sign-in.
   */
  async succeeded(username: string, ip: string): Promise<void> {
    if (!this.config.enabled) return;
    await this.accountAddress.clear(pairKey(username, ip));
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
