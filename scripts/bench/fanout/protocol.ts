/** What the bench clients and servers agree on. */
export const BENCH_ORIGIN = 'http://bench.local';

/** Message content: a marker and the send time (performance.now() of the bench process). */
export const CONTENT_MARKER = 'bench:';
const MARKER_BYTES = Buffer.from(CONTENT_MARKER);

export function benchContent(): string {
  return `${CONTENT_MARKER}${performance.now().toFixed(3)}`;
}

/**
 * The send time in a received frame, or undefined for frames that carry no bench message.
 * Reads the raw bytes: parsing every frame as JSON would make the clients the bottleneck.
 */
export function sentAtOf(frame: Buffer): number | undefined {
  const at = frame.indexOf(MARKER_BYTES);
  if (at < 0) return undefined;
  const start = at + MARKER_BYTES.length;
  const end = frame.indexOf(34, start); // the closing quote
  return Number(frame.toString('latin1', start, end));
}

export function isBenchMessage(frame: Buffer): boolean {
  return frame.indexOf(MARKER_BYTES) >= 0;
}
