/**
 * Runs `task(i)` for i in `from`…`to - 1` with at most `inFlight` running at once, each next
 * one starting as soon as one ends (a crowd of clients, not batches that wait for their slowest).
 */
export async function inParallel(
  from: number,
  to: number,
  inFlight: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(inFlight, to - from)) }, worker));
}

/** `promise`, or a rejection naming `what` once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Keeps the first few failure messages and counts them all. */
export class Failures {
  readonly first: string[] = [];
  count = 0;

  record(error: unknown): void {
    this.count += 1;
    if (this.first.length < 5) this.first.push(error instanceof Error ? error.message : String(error));
  }
}
