import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { closeRedis, connectRedis, type RedisTarget } from '../redis/redis-client';

export interface CounterOptions {
  /** Names the counter: keys of different counters never meet. */
  name: string;
  points: number;
  /** Seconds from a key's first action until its count starts again. */
  duration: number;
}

/** Where the counters live: this process's memory, or Redis so that every instance shares them. */
export interface CounterStore {
  counter(options: CounterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

/**
 * Counters in memory: every key expires with its window (the library clears it on a timer), so
 * the memory held is bounded by the keys active within their windows.
 */
export function memoryCounters(): CounterStore {
  return {
    counter: ({ name, points, duration }) => new RateLimiterMemory({ keyPrefix: name, points, duration }),
    close: async () => {},
  };
}

export interface RedisCountersOptions {
  /** Key prefix, so several deployments (or test runs) can share one Redis. */
  prefix?: string;
  onError?: (error: Error) => void;
}

/**
 * Counters in Redis (atomic INCR with a TTL per key), so limits hold across API instances.
 * Each command, script or MULTI of the library touches one key (`<prefix>:<name>:<key>`), so on a
 * Redis Cluster each runs on the one master of that key's slot, and the counters spread over
 * the masters; a key needs no hash tag.
 * Commands wait for the first connection (a fresh instance counts with the others from its first
 * request); once connected, or once the first attempt failed, a command while Redis is unreachable
 * fails at once and the instance counts in its own memory instead: limits hold per instance rather
 * than holding up or failing requests.
 */
export function redisCounters(target: RedisTarget, options: RedisCountersOptions = {}): CounterStore {
  const prefix = options.prefix ?? 'nahbar:limits';
  const client = connectRedis(target, { maxRetriesPerRequest: 1 });
  client.on('error', options.onError ?? (() => {}));
  const failFast = () => {
    client.options.enableOfflineQueue = false;
  };
  client.once('ready', failFast);
  client.once('error', failFast);
  return {
    counter: ({ name, points, duration }) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:${name}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
      }),
    close: () => closeRedis(client),
  };
}
