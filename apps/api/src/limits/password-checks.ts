import { tooManyRequests } from './too-many';

/**
 * The password verifications one request may make: one. A tRPC batch (an HTTP request or a
 * socket frame) of twenty password-checking calls would otherwise try twenty guesses at once,
 * all of them before the first failure is counted; the second and later calls are refused
 * without verifying anything. A cap, not a rate: `RATE_LIMITS=off` leaves it on.
 */
export class PasswordChecks {
  private spent = false;

  /** Takes the request's one verification, or refuses with TOO_MANY_REQUESTS. */
  take(): void {
    if (this.spent) throw tooManyRequests(1000);
    this.spent = true;
  }
}
