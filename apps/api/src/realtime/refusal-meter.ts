import type { RateSpec } from '../limits/rules';

/**
 * Counts one socket's frames refused for a rate limit. A client that honours `retryAfter` meets
 * a handful; one that goes on sending while limited meets `points` within `seconds` and is
 * closed. The times kept never exceed `points`.
 */
export class RefusalMeter {
  private readonly times: number[] = [];

  constructor(
    private readonly spec: RateSpec,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a refusal; true when this one makes too many. */
  record(): boolean {
    const now = this.now();
    const since = now - this.spec.seconds * 1000;
    while (this.times.length > 0 && (this.times[0] ?? now) <= since) this.times.shift();
    this.times.push(now);
    if (this.times.length > this.spec.points) this.times.shift();
    return this.times.length >= this.spec.points;
  }
}
