import { TYPING_INDICATOR_TIMEOUT_MS, TYPING_STOP_SENDER_MS } from '@nahbar/contracts';

type Timer = ReturnType<typeof setTimeout>;

/**
 * The sender's side of typing (chat spec §4): signals a start when the user types and a stop
 * after 2 s without typing, on send, or when the box is emptied. While typing goes on the start
 * is repeated every 2 s, because receivers (and the server) drop an indicator 3 s after the
 * last start they heard.
 */
export class TypingSender {
  private typing = false;
  private lastStartAt = 0;
  private idleTimer: Timer | undefined;

  constructor(
    private readonly signal: (isTyping: boolean) => void,
    private readonly stopAfterMs: number = TYPING_STOP_SENDER_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The composer's text changed. */
  input(text: string): void {
    if (text.trim() === '') {
      this.stop();
      return;
    }
    const now = this.now();
    if (!this.typing || now - this.lastStartAt >= this.stopAfterMs) {
      this.typing = true;
      this.lastStartAt = now;
      this.signal(true);
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.stop(), this.stopAfterMs);
  }

  /** The message went out. */
  sent(): void {
    this.stop();
  }

  stop(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (!this.typing) return;
    this.typing = false;
    this.signal(false);
  }

  get isTyping(): boolean {
    return this.typing;
  }
}

/**
 * Who else is typing in the room. Each indicator stops on its own 3 s after the last start
 * (chat spec §4), so a lost stop never leaves 'typing...' up.
 */
export class TypingIndicators {
  private readonly timers = new Map<string, Timer>();
  private list: string[] = [];

  constructor(
    private readonly onChange: (userIds: readonly string[]) => void,
    private readonly timeoutMs: number = TYPING_INDICATOR_TIMEOUT_MS,
  ) {}

  update(userId: string, isTyping: boolean): void {
    clearTimeout(this.timers.get(userId));
    this.timers.delete(userId);
    if (isTyping) {
      this.timers.set(
        userId,
        setTimeout(() => this.update(userId, false), this.timeoutMs),
      );
    }
    const has = this.list.includes(userId);
    if (isTyping && !has) this.set([...this.list, userId]);
    if (!isTyping && has) this.set(this.list.filter((id) => id !== userId));
  }

  /** Everyone stops, e.g. when the room changes. */
  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (this.list.length > 0) this.set([]);
  }

  users(): readonly string[] {
    return this.list;
  }

  private set(next: string[]): void {
    this.list = next;
    this.onChange(next);
  }
}
