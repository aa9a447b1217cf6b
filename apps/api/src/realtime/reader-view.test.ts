import type { RoomEvent } from '@nahbar/contracts';
import { createDb, type Db, migrateToLatest, usersQueries } from '@nahbar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/positive-signals';
import { ReaderView } from './reader-view';

const ROOM = 'room-1';

/** Counts the look-ups of who hides being online, the one query a presence event costs. */
function countingHidingLookups(db: Db): { db: Db; lookups: () => number } {
  let lookups = 0;
  const counting = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'selectFrom') return Reflect.get(target, property, receiver);
      return (from: string) => {
        if (from === 'userPrivacySettings') lookups += 1;
        return target.selectFrom(from as 'users');
      };
    },
  });
  return { db: counting, lookups: () => lookups };
}

describe('a reader’s view of presence', () => {
  let db: Db;
  const ids: Record<'viewer' | 'plain' | 'hider' | 'friendHider' | 'blocked' | 'later', string> = {
    viewer: '',
    plain: '',
    hider: '',
    friendHider: '',
    blocked: '',
    later: '',
  };

  beforeAll(async () => {
    db = createDb({ dataDir: 'memory://' });
    await migrateToLatest(db);
    for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
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
    await db
      .insertInto('userPrivacySettings')
      .values([
        { userId: ids.hider, showOnlineStatus: false },
        { userId: ids.friendHider, showOnlineStatus: false },
      ])
      .execute();
    const [user1Id, user2Id] = [ids.viewer, ids.friendHider].sort();
    await db
      .insertInto('friendships')
      .values({ user1Id: user1Id as string, user2Id: user2Id as string })
      .execute();
    await db.insertInto('blockedUsers').values({ blockerId: ids.viewer, blockedId: ids.blocked }).execute();
  });
  afterAll(() => db.destroy());

  it('passes presence on in order, without those who hide it (friends excepted) or are blocked', async () => {
    const view = new ReaderView(db, ids.viewer, (error) => {
      throw error;
    });
    await view.load();
    const seen: RoomEvent[] = [];
    const events: RoomEvent[] = [
      { type: 'user_joined', roomId: ROOM, userId: ids.plain },
      { type: 'user_joined', roomId: ROOM, userId: ids.hider },
      { type: 'user_joined', roomId: ROOM, userId: ids.friendHider },
      { type: 'user_joined', roomId: ROOM, userId: ids.blocked },
      {
        type: 'room_online_users',
        roomId: ROOM,
        onlineUsers: [ids.viewer, ids.plain, ids.hider, ids.friendHider, ids.blocked],
      },
      { type: 'user_left', roomId: ROOM, userId: ids.plain },
    ];
    for (const event of events) view.pass(event, (shown) => seen.push(shown));
    await until(() => seen.length === 4, 'four presence events');
    expect(seen).toEqual([
      { type: 'user_joined', roomId: ROOM, userId: ids.plain },
      { type: 'user_joined', roomId: ROOM, userId: ids.friendHider },
      { type: 'room_online_users', roomId: ROOM, onlineUsers: [ids.viewer, ids.plain, ids.friendHider] },
      { type: 'user_left', roomId: ROOM, userId: ids.plain },
    ]);
  });

  it('passes a message at once, while an earlier presence event still waits for its look-up', async () => {
    const view = new ReaderView(db, ids.viewer, (error) => {
      throw error;
    });
    await view.load();
    const seen: string[] = [];
    const message = { id: 'm-1', userId: ids.plain } as Extract<
      RoomEvent,
      { type: 'new_message' }
    >['message'];
    view.pass({ type: 'user_joined', roomId: ROOM, userId: ids.plain }, (e) => seen.push(e.type));
    view.pass({ type: 'new_message', message }, (e) => seen.push(e.type));
    view.pass({ type: 'user_left', roomId: ROOM, userId: ids.plain }, (e) => seen.push(e.type));
    expect(seen).toEqual(['new_message']);
    await until(() => seen.length === 3, 'both presence events');
    expect(seen).toEqual(['new_message', 'user_joined', 'user_left']);
  });

  it('looks up who hides being online once per event, however many readers the room has', async () => {
    const { db: counting, lookups } = countingHidingLookups(db);
    const readers = Array.from({ length: 200 }, () => new ReaderView(counting, ids.viewer, () => {}));
    await Promise.all(readers.map((reader) => reader.load()));
    const joined: RoomEvent = { type: 'user_joined', roomId: ROOM, userId: ids.plain };
    const left: RoomEvent = { type: 'user_left', roomId: ROOM, userId: ids.plain };
    let delivered = 0;
    for (const event of [joined, left]) {
      for (const reader of readers) reader.pass(event, () => (delivered += 1));
    }
    await until(() => delivered === 400, 'every reader’s two events');
    expect(lookups()).toBe(2);
  });

  it('judges events that come while the relations are read again by the new relations', async () => {
    const view = new ReaderView(db, ids.viewer, (error) => {
      throw error;
    });
    await view.load();
    const seen: string[] = [];
    const messageBy = (userId: string, id: string): RoomEvent => ({
      type: 'new_message',
      message: { id, userId } as Extract<RoomEvent, { type: 'new_message' }>['message'],
    });
    const record = (event: RoomEvent) =>
      seen.push(event.type === 'new_message' ? event.message.id : event.type);

    // The viewer blocks `later`; its news came, and with it the member's next message and typing.
    await db.insertInto('blockedUsers').values({ blockerId: ids.viewer, blockedId: ids.later }).execute();
    view.reload();
    view.pass(messageBy(ids.later, 'after the block'), record);
    view.pass({ type: 'user_typing', roomId: ROOM, userId: ids.later, isTyping: true }, record);
    view.pass(messageBy(ids.plain, 'sentinel'), record);
    await until(() => seen.includes('sentinel'), 'the sentinel');
    expect(seen).toEqual(['sentinel']);

    // The block lifted: the member's next message is shown once the reload is done.
    await db.deleteFrom('blockedUsers').where('blockedId', '=', ids.later).execute();
    view.reload();
    view.pass(messageBy(ids.later, 'after the unblock'), record);
    await until(() => seen.includes('after the unblock'), 'the message after the unblock');
    expect(seen).toEqual(['sentinel', 'after the unblock']);
  });
});
