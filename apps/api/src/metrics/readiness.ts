import type { TReadiness, TReadyCheck } from '@nahbar/contracts';
import { type Db, healthQueries } from '@nahbar/db';
import type { PhotoStore } from '../photos/photo-store';
import { NoAnswerError, timeLimit } from './time-limit';

/** Each check's wait, past which a dependency that has not answered counts as down. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export type ReadyCheckName = keyof TReadiness['checks'];

/**
 * A check's answer. The route is public, so it says no more than this: the error itself (which
 * may name hosts and paths) goes to the log.
 */
type ReadyCheckResult = TReadyCheck;

/** `GET /api/ready`'s answer; Redis is checked only when configured. */
export type ReadinessReport = TReadiness;

/** What readiness looks at, read at each check (tests replace parts of `deps`). */
export interface ReadinessParts {
  db: Db;
  photos: PhotoStore;
  /** PING to Redis; undefined when the server runs without it. */
  redisPing: (() => Promise<void>) | undefined;
}

/** Where a failed check's error goes: the app's log (buildApp sets it); nowhere without an app. */
export type ReadinessLog = (check: ReadyCheckName, error: unknown) => void;

/** A check's answer within `ms`, and the error behind any answer but `ok`. */
async function answerOf(
  check: () => Promise<void>,
  ms: number,
): Promise<{ result: ReadyCheckResult; error?: unknown }> {
  try {
    await timeLimit(check, ms);
    return { result: 'ok' };
  } catch (error) {
    return { result: error instanceof NoAnswerError ? 'timeout' : 'failed', error };
  }
}

/**
 * Whether this instance can serve (`GET /api/ready`, `nahbar_ready`): the database answers
 * `select 1`, Redis answers PING when configured, and the photo store is reachable, each within
 * READY_CHECK_TIMEOUT_MS. Checks asked for while one is under way share its answer, so a burst
 * of probes (or a probe and a scrape) costs the dependencies one round, not one each: like
 * `/api/health`, the route needs no rate limit.
 */
export class Readiness {
  private underWay: Promise<ReadinessReport> | undefined;
  /** Told why a check failed. */
  log: ReadinessLog = () => {};
  /**
   * The instance is shutting down (shutdown/graceful-shutdown.ts): not ready whatever the checks
   * say, so load balancers send it nothing new, and live sockets are refused at the upgrade.
   */
  draining = false;

  constructor(
    private readonly parts: () => ReadinessParts,
    private readonly timeoutMs = READY_CHECK_TIMEOUT_MS,
  ) {}

  check(): Promise<ReadinessReport> {
    this.underWay ??= this.run().finally(() => {
      this.underWay = undefined;
    });
    return this.underWay;
  }

  private async run(): Promise<ReadinessReport> {
    const { db, photos, redisPing } = this.parts();
    const checked = async (name: ReadyCheckName, check: () => Promise<void>) => {
      const { result, error } = await answerOf(check, this.timeoutMs);
      if (result !== 'ok') this.log(name, error);
      return result;
    };
    const [database, photoStore, redis] = await Promise.all([
      checked('database', () => healthQueries.ping(db)),
      checked('photos', () => photos.check()),
      redisPing ? checked('redis', redisPing) : undefined,
    ]);
    const checks = { database, photos: photoStore, ...(redis ? { redis } : {}) };
    if (this.draining) return { ready: false, checks, draining: true };
    return { ready: Object.values(checks).every((result) => result === 'ok'), checks };
  }
}
