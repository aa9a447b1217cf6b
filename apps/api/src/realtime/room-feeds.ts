import type { RoomEvent } from '@nahbar/contracts';
import type { EventBus } from './bus';
import { type LiveMeter, NO_METER } from './fan-out-meter';
import { FEED_PAGE_SIZE, type FeedListener, type MessageSource, RoomFeed } from './room-feed';

/** Receives a follower's events; `cursor` is the last sequence id it has been given. */
export type FollowerEmit = (event: RoomEvent, cursor: number) => void;

export interface Following {
  stop(): void;
  /** The last sequence id given (or known to be before the start) once caught up. */
  position: number;
}

/**
 * The rooms this process follows, one bus subscription each however many connections
 * watch a room, so a message is parsed once and fanned out locally.
 */
export class RoomFeeds {
  private readonly feeds = new Map<string, RoomFeed>();

  constructor(
    private readonly bus: EventBus,
    private readonly source: MessageSource,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
    /** Told of each message's deliveries here and its time from commit to the sockets. */
    private readonly meter: LiveMeter = NO_METER,
  ) {}

  /**
   * Follows a room: with `afterSequenceId`, first every message after it from the
   * database, then live events, each message exactly once and in order; without it,
   * live events from now on. Live events begin with the typing flags up at that moment, as
   * far as this process has heard of them.
   */
  async follow(roomId: string, afterSequenceId: number | undefined, emit: FollowerEmit): Promise<Following> {
    const feed = this.feedOf(roomId);
    // Until the catch-up is done, live events wait here, in order.
    let buffer: RoomEvent[] | null = [];
    let sent = feed.isReady ? feed.cursor : -1;
    const deliver = (event: RoomEvent) => {
      if (event.type === 'new_message') {
        if (event.message.sequenceId <= sent) return;
        sent = event.message.sequenceId;
      }
      emit(event, sent);
    };
    const listener: FeedListener = (event) => {
      if (buffer) buffer.push(event);
      else deliver(event);
    };
    feed.listeners.add(listener);
    const stop = () => {
      feed.listeners.delete(listener);
      if (feed.listeners.size === 0 && this.feeds.get(roomId) === feed) {
        this.feeds.delete(roomId);
        feed.stop();
      }
    };
    try {
      await feed.ready;
      if (sent < 0) sent = feed.head;
      if (afterSequenceId !== undefined && afterSequenceId < sent) {
        sent = afterSequenceId;
        await this.replay(roomId, deliver, () => sent);
      } else if (afterSequenceId !== undefined) {
        sent = afterSequenceId;
      }
    } catch (error) {
      stop();
      throw error;
    }
    const waiting = buffer;
    buffer = null;
    for (const event of waiting) deliver(event);
    for (const event of feed.typing()) deliver(event);
    return { stop, position: sent };
  }

  /** How many rooms this process follows (tests, diagnostics). */
  get size(): number {
    return this.feeds.size;
  }

  close(): void {
    for (const feed of this.feeds.values()) feed.stop();
    this.feeds.clear();
  }

  private async replay(
    roomId: string,
    deliver: (event: RoomEvent) => void,
    sent: () => number,
  ): Promise<void> {
    for (;;) {
      const page = await this.source.after(roomId, sent(), FEED_PAGE_SIZE);
      for (const message of page) deliver({ type: 'new_message', message });
      if (page.length < FEED_PAGE_SIZE) return;
    }
  }

  private feedOf(roomId: string): RoomFeed {
    let feed = this.feeds.get(roomId);
    if (!feed) {
      const created = new RoomFeed(this.bus, this.source, roomId, this.onError, this.now, this.meter);
      feed = created;
      this.feeds.set(roomId, created);
      created.ready.catch(() => {
        if (this.feeds.get(roomId) === created) this.feeds.delete(roomId);
      });
    }
    return feed;
  }
}
