import { type RoomEvent, roomTopic, type TMessage, type UserEvent, userTopic } from '@nahbar/contracts';
import { type Db, usersQueries } from '@nahbar/db';
import type { BusSubscription } from '../src/realtime/bus';
import { InProcessBus } from '../src/realtime/in-process-bus';
import { MemberTopics } from '../src/realtime/member-topics';
import { Presence } from '../src/realtime/presence';
import { MemoryPresenceStore } from '../src/realtime/presence-memory-store';
import type { MessageSource } from '../src/realtime/room-feed';
import { RoomFeeds } from '../src/realtime/room-feeds';
import { RoomReader, type RoomReaderDeps, type RoomReaderOptions } from '../src/realtime/room-reader';
import { Typing } from '../src/realtime/typing';

/** The in-process bus, counting each topic's subscriptions still open: a reader must leave none. */
export class CountingBus extends InProcessBus {
  private readonly open = new Map<string, number>();

  override subscribe<T>(topic: string, signal: AbortSignal): BusSubscription<T> {
    const subscription = super.subscribe<T>(topic, signal);
    if (!signal.aborted) {
      this.open.set(topic, (this.open.get(topic) ?? 0) + 1);
      signal.addEventListener('abort', () => this.open.set(topic, (this.open.get(topic) ?? 0) - 1), {
        once: true,
      });
    }
    return subscription;
  }

  /** Subscriptions still open, over all topics. */
  get openSubscriptions(): number {
    return [...this.open.values()].reduce((sum, count) => sum + count, 0);
  }
}

/** The members of the scenes: how each stands to `reader`. */
export const MEMBERS = [
  'reader',
  'other',
  'witness',
  'blocked',
  'blocker',
  'hider',
  'friendHider',
  'later',
] as const;
export type MemberName = (typeof MEMBERS)[number];

/**
 * Members in the database: `reader` blocked `blocked` and was blocked by `blocker`; `hider` and
 * `friendHider` hide being online, and `friendHider` is the reader's friend.
 */
export async function seedMembers(db: Db): Promise<Record<MemberName, string>> {
  const ids: Partial<Record<MemberName, string>> = {};
  for (const name of MEMBERS) {
    const user = await usersQueries.insert(db, {
      username: name.toLowerCase(),
      displayName: name,
      passwordHash: 'x',
      age: 30,
      gender: 'female',
      location: 'Berlin',
    });
    ids[name] = user.id;
  }
  const id = (name: MemberName) => ids[name] as string;
  await db
    .insertInto('userPrivacySettings')
    .values([
      { userId: id('hider'), showOnlineStatus: false },
      { userId: id('friendHider'), showOnlineStatus: false },
    ])
    .execute();
  const [user1Id, user2Id] = [id('reader'), id('friendHider')].sort() as [string, string];
  await db.insertInto('friendships').values({ user1Id, user2Id }).execute();
  await db
    .insertInto('blockedUsers')
    .values([
      { blockerId: id('reader'), blockedId: id('blocked') },
      { blockerId: id('blocker'), blockedId: id('reader') },
    ])
    .execute();
  return ids as Record<MemberName, string>;
}

/** What one reader was handed: the events, their cursors, and refusals it was moved out with. */
export interface Seen {
  reader: RoomReader;
  events: RoomEvent[];
  cursors: number[];
  lost: unknown[];
  /** The contents of the messages it was handed, in order. */
  contents(): string[];
}

/** Everything a topic carried, in order (the room as the other members hear it). */
export function recordTopic<T>(bus: InProcessBus, topics: string[]): T[] {
  const seen: T[] = [];
  for (const topic of topics) {
    const events = bus.subscribe<T>(topic, new AbortController().signal);
    void (async () => {
      for await (const event of events) seen.push(event);
    })();
  }
  return seen;
}

/**
 * The live layer of one process around a database, with rooms whose history is kept in memory:
 * `say` stores a message and publishes it as a sender would.
 */
export function readerBed(db: Db, errors: unknown[] = []) {
  const bus = new CountingBus();
  const histories = new Map<string, TMessage[]>();
  const historyOf = (roomId: string) => {
    let history = histories.get(roomId);
    if (!history) {
      history = [];
      histories.set(roomId, history);
    }
    return history;
  };
  /** Called with the room before each history read: a test's chance to act "meanwhile". */
  let beforeRead: (roomId: string) => Promise<void> = async () => {};
  const source: MessageSource = {
    head: async (roomId) => historyOf(roomId).length,
    after: async (roomId, after, limit) => {
      await beforeRead(roomId);
      return historyOf(roomId)
        .filter((m) => m.sequenceId > after)
        .slice(0, limit);
    },
  };
  const reportError = (error: unknown) => errors.push(error);
  const deps: RoomReaderDeps = {
    db,
    members: new MemberTopics(bus, reportError),
    feeds: new RoomFeeds(bus, source, reportError),
    presence: new Presence(bus, new MemoryPresenceStore(), reportError),
    typing: new Typing(bus, undefined, reportError),
    reportError,
  };

  return {
    deps,
    bus,
    errors,
    onRead(hook: (roomId: string) => Promise<void>) {
      beforeRead = hook;
    },
    async say(roomId: string, userId: string, content: string): Promise<void> {
      const history = historyOf(roomId);
      const message = messageOf(roomId, userId, history.length + 1, content);
      history.push(message);
      await bus.publish(roomTopic(roomId), { type: 'new_message', message } satisfies RoomEvent);
    },
    tell(userId: string, event: UserEvent): Promise<void> {
      return bus.publish(userTopic(userId), event);
    },
    /** A reader, not yet open, and what it is handed; by default every recheck lets it stay. */
    reader(
      roomId: string,
      readerId: string,
      options: Partial<Pick<RoomReaderOptions, 'afterSequenceId' | 'recheck'>> = {},
    ): Seen {
      const seen: Omit<Seen, 'reader'> = {
        events: [],
        cursors: [],
        lost: [],
        contents: () => seen.events.flatMap((e) => (e.type === 'new_message' ? [e.message.content] : [])),
      };
      const reader = new RoomReader(deps, {
        roomId,
        readerId,
        afterSequenceId: options.afterSequenceId,
        recheck: options.recheck ?? (async () => {}),
        deliver: (event, cursor) => {
          seen.events.push(event);
          seen.cursors.push(cursor);
        },
        lost: (refusal) => seen.lost.push(refusal),
      });
      return Object.assign(seen, { reader });
    },
    async close(): Promise<void> {
      deps.typing.close();
      deps.feeds.close();
      await deps.presence.close();
      await bus.close();
    },
  };
}

export type ReaderBed = ReturnType<typeof readerBed>;

function messageOf(roomId: string, userId: string, sequenceId: number, content: string): TMessage {
  return {
    id: `${roomId}-m${sequenceId}`,
    roomId,
    userId,
    sequenceId,
    content,
    createdAt: new Date(0).toISOString(),
    messageType: 'text',
    photoUrl: null,
    photoFileName: null,
    mentionedUserIds: [],
    user: { id: userId, displayName: 'U', username: 'u', gender: 'female', avatar: null, primaryPhoto: null },
  };
}
