import { type RoomEvent, roomTopic, type TMessage } from '@nahbar/contracts';
import type { EventBus } from './bus';

/** Where the feeds read what the bus did not bring: the room's head and its history. */
export interface MessageSource {
  /** The last sequence id handed out in the room; 0 when none (or no such room). */
  head(roomId: string): Promise<number>;
  /** Up to `limit` messages after a sequence id, oldest first. */
  after(roomId: string, afterSequenceId: number, limit: number): Promise<TMessage[]>;
}

export type FeedListener = (event: RoomEvent) => void;

export const FEED_PAGE_SIZE = 100;

/**
 * One room's events for this process, with messages in sequence order and without gaps:
 * senders commit in sequence order (the room row lock) but may publish out of order, and
 * Redis may drop events during an outage; a message that skips ahead makes the feed read
 * the skipped ones from the database first. A duplicate or late one is dropped.
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

  constructor(
    bus: EventBus,
    private readonly source: MessageSource,
    readonly roomId: string,
    private readonly onError: (error: unknown) => void,
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

  stop(): void {
    this.abort.abort();
    this.listeners.clear();
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
        await this.handle(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private async handle(event: RoomEvent): Promise<void> {
    if (event.type === 'new_message') {
      const sequenceId = event.message.sequenceId;
      if (sequenceId <= this.cursor) return;
      if (sequenceId > this.cursor + 1) await this.fillGap(sequenceId);
      this.cursor = sequenceId;
    }
    this.emit(event);
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
      // Better the live message now than nothing: the missed ones stay in the history.
      this.onError(error);
    }
  }

  private emit(event: RoomEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
