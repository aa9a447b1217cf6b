/**
 * A single-reader queue that is also an async iterable: producers `push`, the reader
 * awaits. It ends when its signal aborts or `end()` is called, and runs `onEnd` once.
 */
export class EventQueue<T> implements AsyncIterable<T> {
  private items: T[] = [];
  private wake: (() => void) | undefined;
  private ended = false;

  constructor(
    private readonly signal: AbortSignal,
    private readonly onEnd: () => void = () => {},
  ) {
    if (signal.aborted) this.end();
    else signal.addEventListener('abort', () => this.end(), { once: true });
  }

  push(item: T): void {
    if (this.ended) return;
    this.items.push(item);
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.items = [];
    this.onEnd();
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  get isEnded(): boolean {
    return this.ended || this.signal.aborted;
  }

  async next(): Promise<IteratorResult<T, undefined>> {
    while (this.items.length === 0 && !this.ended) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    if (this.ended) return { done: true, value: undefined };
    // The loop above leaves at least one item when not ended.
    return { done: false, value: this.items.shift() as T };
  }

  [Symbol.asyncIterator](): AsyncIterator<T, undefined> {
    return {
      next: () => this.next(),
      return: async () => {
        this.end();
        return { done: true, value: undefined };
      },
    };
  }
}
