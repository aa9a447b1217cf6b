import type { Receipts, Receiver } from './clients';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Messages sent but not yet seen by the probe; enough to keep every stage busy. */
const WINDOW = 64;

/** What happened during a saturation run's measured window. */
export interface Saturation<T> {
  /** Delivered messages per second over every receiver. */
  rate: number;
  deliveries: number;
  ms: number;
  /** `sample()` at the start and at the end of the window. */
  samples: [T, T];
}

/**
 * Delivered messages per second at saturation: the senders keep WINDOW messages ahead of
 * the probe (the receiver served last), and every receiver's deliveries are counted over
 * `measureMs` after a warm-up. `sample` is read at both ends of the measured window (what the
 * server's and this process's counters said then).
 */
export async function saturatedRate<T>(
  senders: (() => void)[],
  probe: Receiver,
  receipts: Receipts,
  measureMs: number,
  sample: () => T,
  warmupMs = 1000,
): Promise<Saturation<T>> {
  let sent = 0;
  let running = true;
  const pump = () => {
    while (running && sent - probe.received < WINDOW) {
      // Several members talk at once, as in a busy room.
      senders[sent % senders.length]?.();
      sent += 1;
    }
  };
  probe.onReceive = pump;
  const startReceived = probe.received;
  sent = startReceived;
  pump();
  await sleep(warmupMs);
  const [count0, t0, sample0] = [receipts.count, performance.now(), sample()];
  await sleep(measureMs);
  const [count1, t1, sample1] = [receipts.count, performance.now(), sample()];
  running = false;
  probe.onReceive = undefined;
  // Let the queue drain before the next run.
  const deadline = Date.now() + 15_000;
  while (probe.received < sent && Date.now() < deadline) await sleep(20);
  const deliveries = count1 - count0;
  return { rate: (deliveries * 1000) / (t1 - t0), deliveries, ms: t1 - t0, samples: [sample0, sample1] };
}

export interface Latency {
  p50: number;
  p99: number;
  samples: number;
}

/** Send-to-receive latency over all receivers at a fixed, moderate send rate. */
export async function latencyAt(
  senders: (() => void)[],
  receipts: Receipts,
  perSecond: number,
  durationMs: number,
): Promise<Latency> {
  receipts.latencies = [];
  let sent = 0;
  const timer = setInterval(() => {
    senders[sent % senders.length]?.();
    sent += 1;
  }, 1000 / perSecond);
  await sleep(durationMs);
  clearInterval(timer);
  await sleep(1000);
  const samples = receipts.latencies;
  receipts.latencies = null;
  return percentiles(samples);
}

/** The median and 99th percentile of `samples` (ms), which it sorts. */
export function percentiles(samples: number[]): Latency {
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), samples: samples.length };
}

export { sleep };
