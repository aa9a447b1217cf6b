import { type RoomEvent, roomTopic, type TMessage, TYPING_INDICATOR_TIMEOUT_MS } from '@nahbar/contracts';
import type { EventBus } from './bus';
import { fanOutMeasured, type LiveMeter, NO_METER } from './fan-out-meter';

/** Where the feeds read what the bus did not bring: the room's head and its history. */
export interface MessageSource {
  /** The last sequence id handed out in the room; 0 when none (or no such room). */
  head(roomId: string): Promise<number>;
  /** Up to `limit` messages after a sequence id, oldest first. */
  after(roomId: string, afterSequenceId: number, limit: number): Promise<TMessage[]>;
}

/** A reader of the feed (room-feeds.ts: a follower), called for each event in order. */
export interface FeedListener {
  heard(event: RoomEvent): void;
}

export const FEED_PAGE_SIZE = 100;

/**
 * How long a message that skips ahead waits for the skipped ones to come over the bus before
 * the feed reads them from the database. With two instances, a message stored on the other
 * one is often still on its way through Redis when a later one stored here is published.
 */
export const GAP_WAIT_MS = 50;

/**
 * One room's events for this process, with messages in sequence order and without gaps:
 * senders commit in sequence order (the room row lock) but may publish out of order (within
 * one process, or one instance's messages reach this one later than its own), and Redis may
 * drop events during an outage. A message that skips ahead is held, with every event after
 * it, until the skipped ones arrive; after `GAP_WAIT_MS` the feed reads them from the
 * database. A duplicate or late one is dropped.
 */
export class RoomFeed {
  readonly listeners = new Set<FeedListener>();
  /** The last sequence id passed on (or known committed before the feed began). */
  cursor = 0;
  /** The room's head when the feed began. */
  head = 0;
  isReady = false;
  readonly ready: Promise<void>;
  private readonly abort = new AbortController();
  /** Events behind a gap, in the order they came. */
  private held: RoomEvent[] = [];
  private gapTimer: NodeJS.Timeout | undefined;
  /** The database is being read for a gap: everything that comes meanwhile is held. */
  private filling = false;
  /** Who is typing in the room as this feed heard it, and when their start last came. */
  private readonly typers = new Map<string, number>();

  constructor(
    bus: EventBus,
    private readonly source: MessageSource,
    readonly roomId: string,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
    private readonly meter: LiveMeter = NO_METER,
  ) {
    const subscription = bus.subscribe<RoomEvent>(roomTopic(roomId), this.abort.signal);
    this.ready = (async () => {
      // Subscribe first, then read the head: whatever commits later arrives on the bus.
      await subscription.ready;
      this.head = await source.head(roomId);
      this.cursor = this.head;
      this.isReady = true;
    })();
    this.run(subscription).catch(onError);
  }

  /**
   * The typing flags up now, for a reader who just came in: without them they would see a
   * member typing only from that member's next start, up to two seconds later. A start older
   * than the server's clearing timeout is over even if its stop was lost.
   */
  typing(): RoomEvent[] {
    const since = this.now() - TYPING_INDICATOR_TIMEOUT_MS;
    return [...this.typers]
      .filter(([, at]) => at > since)
      .map(([userId]) => ({ type: 'user_typing', roomId: this.roomId, userId, isTyping: true }));
  }

  stop(): void {
    this.abort.abort();
    this.listeners.clear();
    this.held = [];
    clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
  }

  private async run(events: AsyncIterable<RoomEvent>): Promise<void> {
    try {
      await this.ready;
    } catch {
      this.stop();
      return;
    }
    for await (const event of events) {
      try {
        this.take(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private take(event: RoomEvent): void {
    if (this.held.length > 0 || this.filling) {
      this.held.push(event);
      this.release();
      return;
    }
    if (event.type === 'new_message') {
      const sequenceId = event.message.sequenceId;
      if (sequenceId <= this.cursor) return;
      if (sequenceId > this.cursor + 1) {
        this.held.push(event);
        this.waitForGap();
        return;
      }
      this.cursor = sequenceId;
    }
    this.emit(event);
  }

  /** Passes held events on in order for as long as the next message is among them. */
  private release(): void {
    if (this.filling) return;
    while (this.held.length > 0) {
      const next = this.held[0] as RoomEvent;
      if (next.type === 'new_message' && next.message.sequenceId > this.cursor + 1) {
        const wanted = this.cursor + 1;
        const at = this.held.findIndex((e) => e.type === 'new_message' && e.message.sequenceId === wanted);
        if (at < 0) {
          this.waitForGap();
          return;
        }
        const [missing] = this.held.splice(at, 1);
        this.cursor = wanted;
        this.emit(missing as RoomEvent);
        continue;
      }
      this.held.shift();
      if (next.type === 'new_message') {
        if (next.message.sequenceId <= this.cursor) continue;
        this.cursor = next.message.sequenceId;
      }
      this.emit(next);
    }
    clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
  }

  private waitForGap(): void {
    if (this.gapTimer) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = undefined;
      this.fillHeldGap().catch(this.onError);
    }, GAP_WAIT_MS);
    this.gapTimer.unref();
  }

  private async fillHeldGap(): Promise<void> {
    const first = this.held[0];
    if (first?.type !== 'new_message' || first.message.sequenceId <= this.cursor + 1) {
      this.release();
      return;
    }
    this.filling = true;
    try {
      await this.fillGap(first.message.sequenceId);
    } finally {
      this.filling = false;
    }
    // What the database could not give stays in the history: better the live message now.
    if (this.abort.signal.aborted) return;
    this.cursor = Math.max(this.cursor, first.message.sequenceId - 1);
    this.release();
  }

  private async fillGap(before: number): Promise<void> {
    try {
      for (;;) {
        const page = await this.source.after(this.roomId, this.cursor, FEED_PAGE_SIZE);
        for (const message of page) {
          if (message.sequenceId >= before) return;
          this.cursor = message.sequenceId;
          this.emit({ type: 'new_message', message });
        }
        if (page.length < FEED_PAGE_SIZE) return;
      }
    } catch (error) {
      this.onError(error);
    }
  }

  private emit(event: RoomEvent): void {
    if (event.type === 'new_message') {
      // A message ends its sender's typing, as the clients show it.
      this.typers.delete(event.message.userId);
      fanOutMeasured(event, () => this.fanOut(event), this.meter);
      return;
    }
    if (event.type === 'user_typing') {
      if (event.isTyping) this.typers.set(event.userId, this.now());
      else this.typers.delete(event.userId);
    }
    this.fanOut(event);
  }

  private fanOut(event: RoomEvent): void {
    for (const listener of this.listeners) listener.heard(event);
  }
}
