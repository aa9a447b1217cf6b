import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_ALLOWED } from '@nahbar/contracts';

/**
 * Failed sign-ins per username in a sliding window. Kept in memory: with several API
 * instances each counts its own, which still bounds guessing to a small multiple.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max = LOGIN_FAILURES_ALLOWED,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  isLimited(username: string): boolean {
    return this.recent(username).length >= this.max;
  }

  recordFailure(username: string): void {
    const key = username.toLowerCase();
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(username: string): void {
    this.failures.delete(username.toLowerCase());
  }

  private recent(username: string): number[] {
    const key = username.toLowerCase();
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
