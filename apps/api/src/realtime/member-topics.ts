import { PUBLIC_ROOMS_TOPIC, type TRoomListItem, type UserEvent, userTopic } from '@nahbar/contracts';
import type { EventBus } from './bus';

export type MemberListener = (event: UserEvent) => void;

export interface MemberListenOptions {
  /** New public rooms too (the topic every member follows), as this member's list shows them. */
  publicRooms?: boolean;
  /**
   * The bus ended a subscription by itself: the listener would miss events from now on, so its
   * transport ends what it feeds (a stream ends, a socket stops hearing). Not told after `stop`.
   */
  ended?: () => void;
}

export interface MemberListening {
  /** Resolves once the subscriptions are in place (with Redis, once it confirmed them). */
  ready: Promise<void>;
  stop(): void;
}

interface Listening {
  listener: MemberListener;
  ended: (() => void) | undefined;
}

/** One topic followed by this process, for every listener of it here. */
interface Followed {
  listeners: Set<Listening>;
  stop: AbortController;
  ready: Promise<void>;
}

/**
 * Members' own topics and the topic of new public rooms, each followed once per process however
 * many sockets listen (as the room feeds follow rooms): a socket's listener is an entry in a set,
 * called in publish order, not a subscription with a queue, a loop and an abort listener of its
 * own. A member's sockets, and each socket's room reader, all listen to the member's topic; so
 * does everyone's to the public rooms. The subscription ends with the last listener.
 */
export class MemberTopics {
  private readonly followed = new Map<string, Followed>();

  constructor(
    private readonly bus: EventBus,
    private readonly onError: (error: unknown) => void,
  ) {}

  listen(userId: string, listener: MemberListener, options: MemberListenOptions = {}): MemberListening {
    const own = new TopicListening(this, userTopic(userId), { listener, ended: options.ended });
    if (!options.publicRooms) return own;
    const rooms = new TopicListening(this, PUBLIC_ROOMS_TOPIC, {
      listener: (event) => listener(asSeenBy(event, userId)),
      ended: options.ended,
    });
    return {
      ready: Promise.all([own.ready, rooms.ready]).then(() => undefined),
      stop: () => {
        own.stop();
        rooms.stop();
      },
    };
  }

  /** Topics followed now (tests). */
  get size(): number {
    return this.followed.size;
  }

  /** Adds a listener to a topic, following it if nobody here does; its `ready` says when it is in place. */
  add(topic: string, listening: Listening): Followed {
    const followed = this.followed.get(topic) ?? this.follow(topic);
    followed.listeners.add(listening);
    return followed;
  }

  /** Takes a listener off; the last one ends the subscription. */
  remove(topic: string, followed: Followed, listening: Listening): void {
    followed.listeners.delete(listening);
    if (followed.listeners.size > 0 || this.followed.get(topic) !== followed) return;
    this.followed.delete(topic);
    followed.stop.abort();
  }

  private follow(topic: string): Followed {
    const stop = new AbortController();
    const subscription = this.bus.subscribe<UserEvent>(topic, stop.signal);
    const followed: Followed = { listeners: new Set(), stop, ready: subscription.ready };
    this.followed.set(topic, followed);
    void this.pump(topic, followed, subscription);
    return followed;
  }

  private async pump(topic: string, followed: Followed, events: AsyncIterable<UserEvent>): Promise<void> {
    try {
      for await (const event of events) {
        for (const { listener } of followed.listeners) {
          try {
            listener(event);
          } catch (error) {
            // One listener's failure is its own: the others still hear the event.
            this.onError(error);
          }
        }
      }
    } catch (error) {
      this.onError(error);
    }
    if (followed.stop.signal.aborted) return;
    // Ended by the bus, not by its last listener: whoever listens is told, and a later listener
    // starts a new subscription.
    if (this.followed.get(topic) === followed) this.followed.delete(topic);
    for (const { ended } of followed.listeners) ended?.();
    followed.listeners.clear();
  }
}

/**
 * One listener on one topic: an object with its steps on the prototype, as every socket and room
 * reader holds one for as long as it is open.
 */
class TopicListening implements MemberListening {
  private readonly followed: Followed;
  private stopped = false;

  constructor(
    private readonly topics: MemberTopics,
    private readonly topic: string,
    private readonly listening: Listening,
  ) {
    this.followed = topics.add(topic, listening);
  }

  get ready(): Promise<void> {
    return this.followed.ready;
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.topics.remove(this.topic, this.followed, this.listening);
  }
}

/**
 * A new room as this member's list shows it. The bus event says `isMember: false` for everyone;
 * at creation the only member is the creator, and only when the room has one (an admin's public
 * room starts empty).
 */
function asSeenBy(event: UserEvent, userId: string): UserEvent {
  if (event.type !== 'room_created') return event;
  const room: TRoomListItem = event.room;
  if (room.isMember || room.createdBy !== userId || room.memberCount === 0) return event;
  return { type: 'room_created', room: { ...room, isMember: true } };
}
