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
    const follower = new Follower(this, feed, emit);
    feed.listeners.add(follower);
    try {
      await feed.ready;
      if (follower.sent < 0) follower.sent = feed.head;
      if (afterSequenceId !== undefined && afterSequenceId < follower.sent) {
        follower.sent = afterSequenceId;
        await this.replay(roomId, follower);
      } else if (afterSequenceId !== undefined) {
        follower.sent = afterSequenceId;
      }
    } catch (error) {
      follower.stop();
      throw error;
    }
    follower.caughtUp(feed.typing());
    return follower;
  }

  /** A follower stopped: the last one of a room stops its feed. */
  left(feed: RoomFeed, follower: Follower): void {
    feed.listeners.delete(follower);
    if (feed.listeners.size === 0 && this.feeds.get(feed.roomId) === feed) {
      this.feeds.delete(feed.roomId);
      feed.stop();
    }
  }

  /** How many rooms this process follows (tests, diagnostics). */
  get size(): number {
    return this.feeds.size;
  }

  close(): void {
    for (const feed of this.feeds.values()) feed.stop();
    this.feeds.clear();
  }

  private async replay(roomId: string, follower: Follower): Promise<void> {
    for (;;) {
      const page = await this.source.after(roomId, follower.sent, FEED_PAGE_SIZE);
      for (const message of page) follower.deliver({ type: 'new_message', message });
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

/**
 * One reader's place in a room's feed: until its catch-up is done, live events wait here, in
 * order; then each message once. An object with its steps on the prototype, as every reader of
 * a room holds one for as long as it reads.
 */
class Follower implements FeedListener, Following {
  /** Live events that came during the catch-up; none once caught up. */
  private buffer: RoomEvent[] | null = [];
  /** The last sequence id given (-1: the feed was not ready yet when following began). */
  sent: number;
  position = 0;
  private stopped = false;

  constructor(
    private readonly feeds: RoomFeeds,
    private readonly feed: RoomFeed,
    private readonly emit: FollowerEmit,
  ) {
    this.sent = feed.isReady ? feed.cursor : -1;
  }

  heard(event: RoomEvent): void {
    if (this.buffer) this.buffer.push(event);
    else this.deliver(event);
  }

  deliver(event: RoomEvent): void {
    if (event.type === 'new_message') {
      if (event.message.sequenceId <= this.sent) return;
      this.sent = event.message.sequenceId;
    }
    this.emit(event, this.sent);
  }

  /** The catch-up is done: what waited goes out, then the typing flags up now. */
  caughtUp(typing: RoomEvent[]): void {
    const waiting = this.buffer ?? [];
    this.buffer = null;
    for (const event of waiting) this.deliver(event);
    for (const event of typing) this.deliver(event);
    this.position = this.sent;
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.feeds.left(this.feed, this);
  }
}
