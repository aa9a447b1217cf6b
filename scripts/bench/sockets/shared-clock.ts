import { CONTENT_MARKER } from '../fanout/protocol';

/**
 * Milliseconds on the machine's monotonic clock. Unlike performance.now(), which counts from
 * each process's own start, every process reads the same value here: the sender and the
 * receivers of this bench live in different processes.
 */
export function sharedClockMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Message content the fan-out bench's receipts understand, stamped with the shared clock. */
export function sharedClockContent(): string {
  return `${CONTENT_MARKER}${sharedClockMs().toFixed(3)}`;
}
