import { nextTurn } from './next-turn';

/** The reading side of a socket: `ws` sockets pause and resume the connection under them. */
export interface PausableReader {
  pause(): void;
  resume(): void;
}

export interface FrameQueueOptions {
  /** Tasks waiting at which reading pauses; it resumes once a quarter of that is left. */
  limit: number;
  onError: (error: unknown) => void;
}

/** Frames one socket may have waiting before its connection stops being read. */
export const FRAME_QUEUE_LIMIT = 64;

/**
 * Frames of one socket that may still be under way after they let the next one start (sends
 * whose place in their member's order is fixed): enough that a member's burst shares grouped
 * statements, few enough that a client racing ahead waits on its own work.
 */
export const FRAMES_AHEAD_LIMIT = 32;

/** What a task may tell its queue, and ask of it. */
export interface FrameFlow {
  /**
   * The rest of this task may overlap the next frames: what had to happen in arrival order
   * has happened (a send has its place in the order of stored messages).
   */
  goAhead(): void;
  /**
   * Resolves once the earlier tasks that went ahead have finished. Not for a task that went
   * ahead itself: it would wait for its own end.
   */
  settled(): Promise<void>;
}

export type FrameTask = (flow: FrameFlow) => Promise<void>;

/**
 * Work of one socket that may run before it lets others in. Frames that wait on I/O let others
 * in anyway; this bounds a run of frames that do not (pings, say, or queries the embedded
 * database answers without leaving the thread), yet serves cheap ones in bulk.
 */
const SLICE_MS = 4;

/**
 * One socket's work, one task at a time in arrival order, with a bound: when `limit` tasks
 * wait, the socket stops being read, so a client sending faster than it is served fills its
 * own TCP buffers rather than the server's memory (frames the `ws` library has already taken
 * off the connection still arrive, at most one read's worth). Once its tasks have run for a
 * slice of time it yields, so one busy socket cannot hold the event loop while others wait to
 * be read or answered.
 *
 * A task may let the next one start before it ends (`goAhead`): a member's sends then travel
 * to the database together rather than one commit after another. At most FRAMES_AHEAD_LIMIT
 * are under way so; a task that must see them finished first waits for `settled()`.
 */
export class FrameQueue {
  private readonly tasks: FrameTask[] = [];
  /**
   * Tasks that went ahead and have not finished; made with the first (a queue lives as long as its
   * socket, and most sockets never send a message).
   */
  private ahead: Set<Promise<void>> | undefined;
  private running = false;
  private paused = false;

  constructor(
    private readonly reader: PausableReader,
    private readonly options: FrameQueueOptions,
  ) {}

  push(task: FrameTask): void {
    this.tasks.push(task);
    if (!this.paused && this.tasks.length >= this.options.limit) {
      this.paused = true;
      this.reader.pause();
    }
    if (!this.running) void this.drain();
  }

  /** Drops the tasks still waiting (the socket closed); the running one finishes. */
  clear(): void {
    this.tasks.length = 0;
  }

  get waiting(): number {
    return this.tasks.length;
  }

  /** Frames are being served: the client is there, even if its pongs wait unread behind them. */
  get busy(): boolean {
    return this.running || this.tasks.length > 0 || (this.ahead?.size ?? 0) > 0;
  }

  private async drain(): Promise<void> {
    this.running = true;
    let sliceStart = performance.now();
    for (let task = this.tasks.shift(); task; task = this.tasks.shift()) {
      if (this.paused && this.tasks.length <= this.options.limit / 4) {
        this.paused = false;
        this.reader.resume();
      }
      while (this.ahead && this.ahead.size >= FRAMES_AHEAD_LIMIT) await Promise.race(this.ahead);
      await this.serve(task);
      if (performance.now() - sliceStart >= SLICE_MS) {
        // Lets timers, I/O and other sockets' frames in before this socket's next one.
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    this.running = false;
    if (this.paused) {
      this.paused = false;
      this.reader.resume();
    }
  }

  /** Runs a task until it ends or goes ahead; one that went ahead is followed until it ends. */
  private async serve(task: FrameTask): Promise<void> {
    let wentAhead = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const flow: FrameFlow = {
      goAhead: () => {
        wentAhead = true;
        release();
      },
      settled: () => this.settled(),
    };
    const finished = (async () => {
      try {
        await task(flow);
      } catch (error) {
        this.options.onError(error);
      }
    })();
    await Promise.race([finished, released]);
    if (!wentAhead) return;
    const ahead = this.ahead ?? new Set();
    this.ahead = ahead;
    const following: Promise<void> = finished.then(() => void ahead.delete(following));
    ahead.add(following);
  }

  private async settled(): Promise<void> {
    if (this.ahead) await Promise.all(this.ahead);
  }
}
