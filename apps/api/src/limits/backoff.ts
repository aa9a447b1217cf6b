import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { BackoffSpec } from './rules';
import type { CounterStore } from './store';
import { refusalOf } from './too-many';

/** Failures are only ever added (`penalty`), never refused, so this bound is never met. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * How long a claimed gate stays closed while its try is checked (a password verification takes
 * tens of milliseconds); a try that never reports back frees the gate after this.
 */
export const CLAIM_SECONDS = 5;

/** Failures of one kind, and the gate their delay closes for a while. */
export class Backoff {
  private readonly failures: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;

  constructor(
    store: CounterStore,
    name: string,
    readonly spec: BackoffSpec,
  ) {
    this.failures = store.counter({ name: `${name}:failures`, points: UNBOUNDED, duration: spec.seconds });
    // One try may hold the gate at a time (`claim`); a delay holds it shut for everyone (`hold`).
    this.gate = store.counter({ name: `${name}:gate`, points: 1, duration: CLAIM_SECONDS });
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  async waitMs(key: string): Promise<number> {
    const state = await this.gate.get(key);
    return state && state.consumedPoints > 0 ? Math.max(0, state.msBeforeNext) : 0;
  }

  /**
   * Takes the gate for one try, atomically: of tries arriving together exactly one gets it.
   * Returns the wait of a try that did not get it, 0 for the one that did.
   */
  async claim(key: string): Promise<number> {
    try {
      await this.gate.consume(key);
      return 0;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return Math.max(1, refusal.msBeforeNext);
      throw error;
    }
  }

  /** Counts a failure; returns how many there were in the window. */
  async fail(key: string): Promise<number> {
    return (await this.failures.penalty(key)).consumedPoints;
  }

  /** Takes back a failure counted in advance for a try that turned out right or never ran. */
  async unfail(key: string): Promise<void> {
    await this.failures.reward(key);
  }

  /** The delay `count` failures earn: none while free, then 1 s doubling up to the cap. */
  delaySeconds(count: number): number {
    const over = count - this.spec.free;
    if (over <= 0) return 0;
    return Math.min(this.spec.maxDelaySeconds, 2 ** Math.min(over - 1, 30));
  }

  /** Shuts the gate for `seconds` (a claim's included); 0 leaves it as it is. */
  async hold(key: string, seconds: number): Promise<void> {
    if (seconds > 0) await this.gate.block(key, seconds);
  }

  /** Opens the gate a try claimed, once the try has ended without a delay to serve. */
  async release(key: string): Promise<void> {
    await this.gate.delete(key);
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.gate.delete(key)]);
  }
}
