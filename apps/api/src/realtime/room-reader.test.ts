import { type RoomEvent, roomTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/positive-signals';
import {
  type MemberName,
  type ReaderBed,
  readerBed,
  recordTopic,
  seedMembers,
} from '../../test/room-reader-bed';

const ROOM = 'room-1';
const OTHER_ROOM = 'room-2';

const joined = (userId: string) => (e: RoomEvent) => e.type === 'user_joined' && e.userId === userId;
const left = (userId: string) => (e: RoomEvent) => e.type === 'user_left' && e.userId === userId;
const typing = (userId: string, isTyping: boolean) => (e: RoomEvent) =>
  e.type === 'user_typing' && e.userId === userId && e.isTyping === isTyping;
const said = (content: string) => (e: RoomEvent) => e.type === 'new_message' && e.message.content === content;

describe.each(testDatabaseKinds())('the room reader, on $name', (kind) => {
  let database: Awaited<ReturnType<typeof kind.create>>;
  let ids: Record<MemberName, string>;
  let bed: ReaderBed;

  beforeAll(async () => {
    database = await kind.create();
    ids = await seedMembers(database.db);
  });
  afterEach(async () => {
    await bed.close();
    expect(bed.errors).toEqual([]);
  });
  afterAll(() => database.close());

  const fresh = () => {
    bed = readerBed(database.db);
    return bed;
  };
  /** A reader of the room beside the one under test: once it has a message, the other would too. */
  const witnessIn = async (roomId: string) => {
    const witness = bed.reader(roomId, ids.witness);
    await witness.reader.open();
    return witness;
  };

  it('opens with the messages after its resume point, then who is online, and is counted in the room', async () => {
    fresh();
    const room = recordTopic<RoomEvent>(bed.bus, [roomTopic(ROOM)]);
    for (const content of ['one', 'two', 'three']) await bed.say(ROOM, ids.other, content);
    await bed.deps.presence.enter(ROOM, ids.other);
    // The list that follows `other` coming in has gone out: the reader's first list is its own.
    await until(() => room.some((e) => e.type === 'room_online_users'), 'the list after other came in');
    const seen = bed.reader(ROOM, ids.reader, { afterSequenceId: 1 });
    await seen.reader.open();

    expect(seen.contents()).toEqual(['two', 'three']);
    expect(seen.events.slice(0, 2).every((e) => e.type === 'new_message')).toBe(true);
    const list = seen.events.findIndex((e) => e.type === 'room_online_users');
    expect(seen.events[list]).toEqual({
      type: 'room_online_users',
      roomId: ROOM,
      onlineUsers: [ids.other, ids.reader],
    });
    // The online list comes at the point the replay reached: a resume point never goes back.
    expect(seen.cursors.slice(0, 2)).toEqual([2, 3]);
    expect(seen.cursors[list]).toBe(3);
    await until(() => room.some(joined(ids.reader)), 'the reader coming in, told to the room');
    expect(await bed.deps.presence.online(ROOM)).toContain(ids.reader);
  });

  it('hands over what the reader may see: no blocked sender, no typing across a block, not their own', async () => {
    fresh();
    const seen = bed.reader(ROOM, ids.reader);
    await seen.reader.open();
    const witness = await witnessIn(ROOM);
    await bed.say(ROOM, ids.blocked, 'from the blocked member');
    await bed.say(ROOM, ids.blocker, 'from the member who blocked the reader');
    for (const who of ['blocked', 'blocker', 'reader', 'other'] as const) {
      await bed.deps.typing.set(ROOM, ids[who], true);
    }
    await bed.say(ROOM, ids.other, 'sentinel');
    await until(() => witness.events.some(said('sentinel')), 'the sentinel, to the witness');
    await until(() => seen.events.some(said('sentinel')), 'the sentinel');

    // A block hides messages and typing both ways (services/policy/README.md).
    expect(seen.contents()).toEqual(['sentinel']);
    const typers = seen.events.flatMap((e) => (e.type === 'user_typing' ? [e.userId] : []));
    expect(typers).toEqual([ids.other]);
    expect(witness.events.some(typing(ids.reader, true))).toBe(true);
  });

  it('leaves out who hides being online, unless a friend, and anyone across a block', async () => {
    fresh();
    const seen = bed.reader(ROOM, ids.reader);
    await seen.reader.open();
    for (const who of ['hider', 'friendHider', 'blocked', 'other'] as const) {
      await bed.deps.presence.enter(ROOM, ids[who]);
    }
    // Presence events are handed over in the order they came (the reader's own first): `other` last.
    await until(() => seen.events.some(joined(ids.other)), 'the last one to enter');
    const entered = seen.events.flatMap((e) => (e.type === 'user_joined' ? [e.userId] : []));
    expect(entered).toEqual([ids.reader, ids.friendHider, ids.other]);
  });

  it('leaves the presence and clears its typing when closed, and leaves no subscription or feed behind', async () => {
    fresh();
    const room = recordTopic<RoomEvent>(bed.bus, [roomTopic(ROOM)]);
    const subscriptionsBefore = bed.bus.openSubscriptions;
    const seen = bed.reader(ROOM, ids.reader);
    await seen.reader.open();
    expect(bed.bus.openSubscriptions).toBeGreaterThan(subscriptionsBefore);
    await bed.deps.typing.set(ROOM, ids.reader, true);

    await seen.reader.close();
    await until(() => room.some(left(ids.reader)), 'the reader gone, told to the room');
    const typingStopped = room.findIndex(typing(ids.reader, false));
    const gone = room.findIndex(left(ids.reader));
    expect(typingStopped).toBeGreaterThan(-1);
    expect(gone).toBeGreaterThan(typingStopped);
    expect(await bed.deps.presence.online(ROOM)).toEqual([]);
    expect(bed.bus.openSubscriptions).toBe(subscriptionsBefore);
    expect(bed.deps.feeds.size).toBe(0);
    // Closing again changes nothing.
    await seen.reader.close();
    expect(room.filter(left(ids.reader))).toHaveLength(1);
  });

  it('reads the relations again when told they changed: a member blocked meanwhile is hidden from then on', async () => {
    fresh();
    const seen = bed.reader(ROOM, ids.reader);
    await seen.reader.open();
    const witness = await witnessIn(ROOM);
    await bed.say(ROOM, ids.later, 'before the block');

    await database.db
      .insertInto('blockedUsers')
      .values({ blockerId: ids.reader, blockedId: ids.later })
      .execute();
    await bed.tell(ids.reader, { type: 'relations_changed', userId: ids.later });
    await bed.say(ROOM, ids.later, 'after the block');
    await bed.say(ROOM, ids.other, 'sentinel');
    await until(() => seen.events.some(said('sentinel')), 'the sentinel');
    expect(seen.contents()).toEqual(['before the block', 'sentinel']);
    expect(witness.contents()).toEqual(['before the block', 'after the block', 'sentinel']);

    await database.db.deleteFrom('blockedUsers').where('blockedId', '=', ids.later).execute();
    await bed.tell(ids.reader, { type: 'relations_changed', userId: ids.later });
    await bed.say(ROOM, ids.later, 'after the unblock');
    await until(() => seen.events.some(said('after the unblock')), 'the message after the unblock');
  });

  it('moved out by a recheck that refuses, it leaves the room, then tells why, and hears nothing more', async () => {
    fresh();
    const refusal = new Error('not a member');
    let allowed = true;
    let rechecks = 0;
    const room = recordTopic<RoomEvent>(bed.bus, [roomTopic(ROOM)]);
    const seen = bed.reader(ROOM, ids.reader, {
      recheck: async () => {
        rechecks += 1;
        if (!allowed) throw refusal;
      },
    });
    await seen.reader.open();
    const witness = await witnessIn(ROOM);

    // Another room's news is not this reader's business; a check that passes keeps it in.
    await bed.tell(ids.reader, { type: 'access_changed', roomId: OTHER_ROOM });
    await bed.tell(ids.reader, { type: 'access_changed', roomId: ROOM });
    await until(() => rechecks === 1, 'the recheck');
    allowed = false;
    await bed.tell(ids.reader, { type: 'access_changed', roomId: ROOM });
    await until(() => seen.lost.length === 1, 'the move out');

    expect(seen.lost).toEqual([refusal]);
    expect(rechecks).toBe(2);
    await until(() => room.some(left(ids.reader)), 'the reader gone, told to the room');
    await bed.say(ROOM, ids.other, 'after the move out');
    await until(() => witness.events.some(said('after the move out')), 'the message, to the witness');
    expect(seen.contents()).toEqual([]);
  });

  it('fails to open with the refusal when access is withdrawn while it opens, and leaves nothing behind', async () => {
    fresh();
    const subscriptionsBefore = bed.bus.openSubscriptions;
    const refusal = new Error('not a member');
    await bed.say(ROOM, ids.other, 'one');
    let refused!: () => void;
    const rechecked = new Promise<void>((resolve) => {
      refused = resolve;
    });
    // The replay is read after the reader follows its own topic: the withdrawal comes then, and
    // the replay goes on once the refusal has been handled (its promise callbacks run before the
    // event loop's next turn).
    bed.onRead(async () => {
      await bed.tell(ids.reader, { type: 'access_changed', roomId: ROOM });
      await rechecked;
      await new Promise((resolve) => setImmediate(resolve));
    });
    const seen = bed.reader(ROOM, ids.reader, {
      afterSequenceId: 0,
      recheck: async () => {
        refused();
        throw refusal;
      },
    });

    await expect(seen.reader.open()).rejects.toBe(refusal);
    expect(seen.lost).toEqual([]);
    expect(seen.events.some((e) => e.type === 'room_online_users')).toBe(false);
    expect(await bed.deps.presence.online(ROOM)).toEqual([]);
    expect(bed.bus.openSubscriptions).toBe(subscriptionsBefore);
    expect(bed.deps.feeds.size).toBe(0);
  });

  it('closed while it opens, stops quietly and leaves nothing behind', async () => {
    fresh();
    const subscriptionsBefore = bed.bus.openSubscriptions;
    await bed.say(ROOM, ids.other, 'one');
    const seen = bed.reader(ROOM, ids.reader, { afterSequenceId: 0 });
    bed.onRead(() => seen.reader.close());

    await seen.reader.open();
    expect(seen.events.some((e) => e.type === 'room_online_users')).toBe(false);
    expect(await bed.deps.presence.online(ROOM)).toEqual([]);
    expect(bed.bus.openSubscriptions).toBe(subscriptionsBefore);
    expect(bed.deps.feeds.size).toBe(0);
  });

  it('joined again with a resume point, replays from it once and keeps its place in the presence', async () => {
    fresh();
    const room = recordTopic<RoomEvent>(bed.bus, [roomTopic(ROOM)]);
    const seen = bed.reader(ROOM, ids.reader);
    const lists = () => seen.events.filter((e) => e.type === 'room_online_users').length;
    await seen.reader.open();
    // Its own list, and the one the presence sends a moment after anyone comes in.
    await until(() => lists() === 2, 'both online lists');
    for (const content of ['one', 'two', 'three']) await bed.say(ROOM, ids.other, content);
    await until(() => seen.events.some(said('three')), 'the third message');

    await seen.reader.rejoin(1);
    expect(lists()).toBe(3);
    await bed.say(ROOM, ids.other, 'four');
    await until(() => seen.events.some(said('four')), 'the fourth message');
    expect(seen.contents()).toEqual(['one', 'two', 'three', 'two', 'three', 'four']);
    expect(lists()).toBe(3);
    expect(room.filter(joined(ids.reader))).toHaveLength(1);
    expect(room.some(left(ids.reader))).toBe(false);
  });

  it('closes itself when a re-join fails, leaving the room and its feed', async () => {
    fresh();
    const room = recordTopic<RoomEvent>(bed.bus, [roomTopic(ROOM)]);
    const seen = bed.reader(ROOM, ids.reader);
    await seen.reader.open();
    await bed.say(ROOM, ids.other, 'one');
    const failure = new Error('the history cannot be read');
    bed.onRead(async () => {
      throw failure;
    });

    await expect(seen.reader.rejoin(0)).rejects.toBe(failure);
    expect(seen.reader.isClosed).toBe(true);
    await until(() => room.some(left(ids.reader)), 'the reader gone, told to the room');
    expect(bed.deps.feeds.size).toBe(0);
  });

  it('taking over from the reader of another room, enters the new room before the old one is left', async () => {
    fresh();
    const rooms = recordTopic<RoomEvent>(bed.bus, [roomTopic(ROOM), roomTopic(OTHER_ROOM)]);
    const first = bed.reader(ROOM, ids.reader);
    await first.reader.open();
    const second = bed.reader(OTHER_ROOM, ids.reader);
    await second.reader.open(first.reader);

    await until(() => rooms.some(left(ids.reader)), 'the old room left');
    const enteredNew = rooms.findIndex((e) => e.type === 'user_joined' && e.roomId === OTHER_ROOM);
    const leftOld = rooms.findIndex((e) => e.type === 'user_left' && e.roomId === ROOM);
    expect(enteredNew).toBeGreaterThan(-1);
    expect(leftOld).toBeGreaterThan(enteredNew);
    expect(second.events.at(-1)).toEqual({
      type: 'room_online_users',
      roomId: OTHER_ROOM,
      onlineUsers: [ids.reader],
    });
    expect(await bed.deps.presence.online(ROOM)).toEqual([]);

    const witness = await witnessIn(ROOM);
    await bed.say(ROOM, ids.other, 'in the old room');
    await until(() => witness.events.some(said('in the old room')), 'the message, to the witness');
    expect(first.contents()).toEqual([]);
    expect(second.contents()).toEqual([]);
  });
});
