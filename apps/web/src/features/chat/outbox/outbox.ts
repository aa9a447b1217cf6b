import { QUEUE_FLUSH_DELAY_MS, type TMessage, type TReplyQuote } from '@nahbar/contracts';
import { reconnectDelayMs } from '../connection/backoff';
import type { LiveSource } from '../feed/room-feed-api';
import { flushQueue, type SendOutcome } from './flush-queue';
import type { OfflineQueue, QueuedItem } from './offline-queue';
import { retryAfterOf, sendOutcomeOf } from './send-outcome';

export interface OutgoingMessage {
  roomId: string;
  content: string;
  mentionedUserIds: string[];
  clientMessageId: string;
  /** The message this one answers. */
  replyToId?: string;
}

export interface OutboxDeps {
  queue: OfflineQueue;
  live: LiveSource & { isConnected(): boolean };
  send(message: OutgoingMessage): Promise<TMessage>;
  createId(): string;
  now(): number;
  /** The server stored it: show the stored copy. */
  onDelivered(message: TMessage): void;
  /** The server refused it for good. */
  onRefused(item: QueuedItem, error: unknown): void;
}

export interface OutboxSnapshot {
  items: readonly QueuedItem[];
  /** The item being sent right now. */
  sendingId: string | null;
  processing: boolean;
  /** When the wait the server asked for (a rate limit) is over, epoch ms; null when none. */
  retryAt: number | null;
}

/**
 * Every message goes out through the offline queue (chat spec §4): it is stored first, sent at
 * once while connected, and otherwise 500 ms after the next connect, oldest first. Its
 * clientMessageId makes the retries safe. A failed try while still connected is retried after
 * the backoff delay of its try count. When the server says to wait (a rate limit), nothing is
 * sent until that wait is over, and the wait counts as no failed try.
 */
export class Outbox {
  private snapshot: OutboxSnapshot;
  private readonly listeners = new Set<() => void>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private detachLive: (() => void) | null = null;
  private detachQueue: (() => void) | null = null;

  constructor(private readonly deps: OutboxDeps) {
    this.snapshot = { items: deps.queue.items(), sendingId: null, processing: false, retryAt: null };
  }

  start(): void {
    this.detachQueue = this.deps.queue.subscribe(() => this.publish({ items: this.deps.queue.items() }));
    this.detachLive = this.deps.live.attach({
      connected: () => this.flushAfter(QUEUE_FLUSH_DELAY_MS),
      disconnected: () => clearTimeout(this.flushTimer),
    });
  }

  stop(): void {
    clearTimeout(this.flushTimer);
    this.detachLive?.();
    this.detachQueue?.();
  }

  /** Queues a message; a reply carries the quote it shows until the stored copy arrives. */
  send(
    message: Omit<OutgoingMessage, 'clientMessageId' | 'replyToId'> & { replyTo?: TReplyQuote },
  ): QueuedItem {
    const item = this.deps.queue.add({
      id: this.deps.createId(),
      content: message.content,
      roomId: message.roomId,
      mentionedUserIds: message.mentionedUserIds,
      timestamp: this.deps.now(),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    if (this.deps.live.isConnected()) void this.flush();
    return item;
  }

  clearFailed(): void {
    this.deps.queue.clearFailed();
  }

  isFailed(item: QueuedItem): boolean {
    return this.deps.queue.isFailed(item);
  }

  getSnapshot(): OutboxSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends what is queued; a flush already under way picks up what arrived meanwhile. */
  flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    const { retryAt } = this.snapshot;
    if (retryAt !== null && !this.running) {
      const waitMs = retryAt - this.deps.now();
      if (waitMs > 0) {
        this.flushAfter(waitMs);
        return Promise.resolve();
      }
      this.publish({ retryAt: null });
    }
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = null;
        this.publish({ processing: false, sendingId: null });
      });
    }
    return this.running;
  }

  private flushAfter(delayMs: number): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => void this.flush(), delayMs);
  }

  private async drain(): Promise<void> {
    this.publish({ processing: true });
    for (;;) {
      const before = this.deps.queue.pending().length;
      if (before === 0) return;
      const result = await flushQueue(this.deps.queue, (item) => this.sendOne(item));
      if (result.stoppedAt) {
        const { retryAt } = this.snapshot;
        if (retryAt !== null) {
          this.flushAfter(Math.max(0, retryAt - this.deps.now()));
          return;
        }
        const stillPending = this.deps.queue.pending().find((item) => item.id === result.stoppedAt?.id);
        if (stillPending && this.deps.live.isConnected())
          this.flushAfter(reconnectDelayMs(stillPending.retryCount));
        return;
      }
    }
  }

  private async sendOne(item: QueuedItem): Promise<SendOutcome> {
    this.publish({ sendingId: item.id });
    try {
      const stored = await this.deps.send({
        roomId: item.roomId,
        content: item.content,
        mentionedUserIds: item.mentionedUserIds,
        clientMessageId: item.id,
        ...(item.replyTo ? { replyToId: item.replyTo.id } : {}),
      });
      // The stored copy shows before the temporary one goes, so the message never blinks.
      this.deps.onDelivered(stored);
      return 'sent';
    } catch (error) {
      const waitSeconds = retryAfterOf(error);
      if (waitSeconds !== undefined) {
        this.publish({ retryAt: this.deps.now() + waitSeconds * 1000 });
        return 'wait';
      }
      const outcome = sendOutcomeOf(error);
      if (outcome === 'refused') this.deps.onRefused(item, error);
      return outcome;
    } finally {
      this.publish({ sendingId: null });
    }
  }

  private publish(patch: Partial<OutboxSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
