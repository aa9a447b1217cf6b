import { type Db, erasureQueries } from '@nahbar/db';
import { ERASED_TABLES } from './erasure-plan';

/** How long after the last erasure the tables are vacuumed: deletions close together share one run. */
export const ERASURE_VACUUM_DELAY_MS = 30_000;
/** A steady stream of erasures still gets its VACUUM this soon after the first of them. */
export const ERASURE_VACUUM_MAX_WAIT_MS = 5 * 60_000;

export interface ErasureVacuumOptions {
  delayMs?: number;
  maxWaitMs?: number;
  onError: (error: unknown) => void;
  /** What a run does; the VACUUM of the erasure plan's tables unless a test says otherwise. */
  run?: () => Promise<void>;
}

/**
 * Deleted rows stay in the table files, bytes and all, until a VACUUM frees their space for
 * reuse. Postgres' autovacuum gets there when a table has changed enough, which for a single
 * erasure may be never; the embedded database has no autovacuum. So each erasure asks for a
 * VACUUM (not FULL: no table is locked) of every table the erasure plan touches, soon after it
 * committed and outside any transaction, as a background job: the member's request does not
 * wait for it, and erasures close together share one run.
 */
export class ErasureVacuum {
  private timer: NodeJS.Timeout | undefined;
  private firstAskedAt: number | undefined;
  private running: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly delayMs: number;
  private readonly maxWaitMs: number;
  private readonly run: () => Promise<void>;

  constructor(
    db: Db,
    private readonly options: ErasureVacuumOptions,
  ) {
    this.delayMs = options.delayMs ?? ERASURE_VACUUM_DELAY_MS;
    this.maxWaitMs = options.maxWaitMs ?? ERASURE_VACUUM_MAX_WAIT_MS;
    this.run = options.run ?? (() => erasureQueries.vacuum(db, ERASED_TABLES));
  }

  /** Whether a run is asked for and has not started yet. */
  get pending(): boolean {
    return this.timer !== undefined;
  }

  /** Asks for a run after the last erasure has committed: call it then, never inside the transaction. */
  schedule(): void {
    if (this.closed) return;
    const now = Date.now();
    this.firstAskedAt ??= now;
    const due = Math.min(now + this.delayMs, this.firstAskedAt + this.maxWaitMs);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), Math.max(0, due - now));
    this.timer.unref();
  }

  /** Runs an asked-for VACUUM now (and waits for it); with none asked for, waits for a running one. */
  flush(): Promise<void> {
    if (this.timer === undefined) return this.running;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.firstAskedAt = undefined;
    this.running = this.running.then(this.run).catch(this.options.onError);
    return this.running;
  }

  /** On shutdown: an asked-for run still happens (the database closes after this), then no more. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }
}
