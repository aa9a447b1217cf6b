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
 * Work of one socket that may run before it lets others in. Frames that wait on I/O let others
 * in anyway; this bounds a run of frames that do not (pings, say, or queries the embedded
 * database answers without leaving the thread), yet serves cheap ones in bulk.
 */
const SLICE_MS = 4;

/** Lets timers, I/O and other sockets' frames in before this socket's next one. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One socket's work, one task at a time in arrival order, with a bound: when `limit` tasks
 * wait, the socket stops being read, so a client sending faster than it is served fills its
 * own TCP buffers rather than the server's memory (frames the `ws` library has already taken
 * off the connection still arrive, at most one read's worth). Once its tasks have run for a
 * slice of time it yields, so one busy socket cannot hold the event loop while others wait to
 * be read or answered.
 */
export class FrameQueue {
  private readonly tasks: (() => Promise<void>)[] = [];
  private running = false;
  private paused = false;

  constructor(
    private readonly reader: PausableReader,
    private readonly options: FrameQueueOptions,
  ) {}

  push(task: () => Promise<void>): void {
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
    return this.running || this.tasks.length > 0;
  }

  private async drain(): Promise<void> {
    this.running = true;
    let sliceStart = performance.now();
    for (let task = this.tasks.shift(); task; task = this.tasks.shift()) {
      if (this.paused && this.tasks.length <= this.options.limit / 4) {
        this.paused = false;
        this.reader.resume();
      }
      try {
        await task();
      } catch (error) {
        this.options.onError(error);
      }
      if (performance.now() - sliceStart >= SLICE_MS) {
        await yieldToOthers();
        sliceStart = performance.now();
      }
    }
    this.running = false;
    if (this.paused) {
      this.paused = false;
      this.reader.resume();
    }
  }
}
