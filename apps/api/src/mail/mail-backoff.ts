/** How often the outbox is looked at without a wake: retries fall due by the clock alone. */
export const MAIL_POLL_MS = 15_000;

/** Attempts at one mail before it is given up on (about three hours of retries). */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/**
 * How long to wait after the `attempts`-th failed attempt: 30 s doubling each time, capped at an
 * hour, then between half and all of that at random, so mails that failed together (the server
 * was down) do not all come back in the same second.
 */
export function mailRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  const delay = Math.min(FIRST_DELAY_MS * 2 ** exponent, MAX_DELAY_MS);
  return Math.round(delay / 2 + (random() * delay) / 2);
}
