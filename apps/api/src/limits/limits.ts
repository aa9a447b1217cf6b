import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisTarget } from '../redis/redis-client';
import { LoginBackoff } from './login-backoff';
import { type LimitsConfig, RATE_RULES, type RateRule } from './rules';
import { type CounterStore, memoryCounters, redisCounters } from './store';
import { refusalOf, tooManyRequests } from './too-many';

/**
 * The one limiter every path shares: services call it, so an HTTP request, each call of a tRPC
 * batch and each `/ws` frame count alike.
 */
export interface Limits {
  readonly config: LimitsConfig;
  /**
   * Counts one action of `key` (a member id or an address) under `rule`; over the rule's rate
   * it throws TOO_MANY_REQUESTS with the wait in seconds (`extra.retryAfter`).
   */
  hit(rule: RateRule, key: string): Promise<void>;
  /** Failed sign-ins: growing delays per username and address (login-backoff.ts). */
  readonly login: LoginBackoff;
  /**
   * Drops what the counters hold of an erased member: every count kept under their id, and the
   * sign-in failures of their username from anywhere. Counts of their username together with an
   * address cannot be found without the address; they expire with their window.
   */
  forget(member: { id: string; username: string }): Promise<void>;
  close(): Promise<void>;
}

class RateLimits implements Limits {
  readonly login: LoginBackoff;
  private readonly counters = new Map<RateRule, RateLimiterAbstract>();

  constructor(
    readonly config: LimitsConfig,
    private readonly store: CounterStore,
    private readonly onRefused: (rule: RateRule | 'loginBackoff') => void,
  ) {
    for (const rule of RATE_RULES) {
      const { points, seconds } = config.rates[rule];
      this.counters.set(rule, store.counter({ name: rule, points, duration: seconds }));
    }
    this.login = new LoginBackoff(config, store, () => onRefused('loginBackoff'));
  }

  async hit(rule: RateRule, key: string): Promise<void> {
    const counter = this.counters.get(rule);
    if (!this.config.enabled || !counter) return;
    try {
      await counter.consume(key);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        this.onRefused(rule);
        throw tooManyRequests(refusal.msBeforeNext);
      }
      throw error;
    }
  }

  async forget(member: { id: string; username: string }): Promise<void> {
    await Promise.all([...this.counters.values()].map((counter) => counter.delete(member.id)));
    await this.login.forget(member.username);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

export interface CreateLimitsOptions {
  /** Redis (one server or a cluster) shares the counters between instances; without it they live in this process. */
  redis?: RedisTarget | undefined;
  /** Redis key prefix (tests give each run its own). */
  prefix?: string;
  onError?: (error: Error) => void;
  /** Told of each refusal, by rule (the metrics count them); `loginBackoff` for the sign-in back-off. */
  onRefused?: (rule: RateRule | 'loginBackoff') => void;
}

/** Memory by default, Redis when configured; with limits off nothing is counted or connected. */
export function createLimits(config: LimitsConfig, options: CreateLimitsOptions = {}): Limits {
  const store =
    config.enabled && options.redis
      ? redisCounters(options.redis, { prefix: options.prefix, onError: options.onError })
      : memoryCounters();
  return new RateLimits(config, store, options.onRefused ?? (() => {}));
}
