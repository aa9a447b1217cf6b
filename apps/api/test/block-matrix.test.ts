import { type RoomEvent, TEXT, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/deps';
import { roomEvents } from '../src/realtime/room-events';
import { record, rejection } from './chat-fixtures';
import { eventually } from './live-clients';
import { freshRoom, liveMember } from './live-fixtures';
import { liveTestBed } from './live-test-bed';
import { pingPong } from './positive-signals';

/**
 * After A blocks B, each path that could show one to the other: presence and typing (both
 * ways), the members panel, search (both ways), mentions, history and live messages (B's
 * hidden from A), private chats (refused both ways, the open one closed live), friendship.
 */
describe.each(testDatabaseKinds())('a block on $name', (kind) => {
  const bed = liveTestBed(kind);
  const { as, connect } = bed;

  /** A reader of the room through the tRPC transport's observable. */
  const trpcReader = (actor: Actor, roomId: string) => {
    const events: RoomEvent[] = [];
    const subscription = roomEvents(bed.t.deps, actor, roomId, undefined, async () => {}).subscribe({
      // A tracked envelope is [id, data, mark].
      next: (envelope) => events.push(envelope[1]),
    });
    return { events, stop: () => subscription.unsubscribe() };
  };

  it('hides the two from each other everywhere, and B’s messages from A', async () => {
    const [a, b, c] = [await liveMember(bed.t.app), await liveMember(bed.t.app), await liveMember(bed.t.app)];
    const room = await freshRoom(bed.t.deps, c.actor);
    await as(a.actor).friends.send({ userId: b.id });
    const chat = await as(a.actor).privateChats.create({ userId: b.id });
    await as(b.actor).messages.send({ roomId: room, content: 'zebrafish before the block' });

    const aSocket = await connect(a);
    const bSocket = await connect(b);
    await aSocket.join(a.id, room);
    await bSocket.join(b.id, room);
    const aReader = trpcReader(a.actor, room);
    await eventually(() => aReader.events.find((e) => e.type === 'room_online_users'), 'tRPC join');
    const closures = record(bed.t.deps, userTopic(b.id));

    await as(a.actor).blocks.block({ userId: b.id, reason: 'rude' });

    // The open private chat is closed, and B hears of it live.
    await closures.waitFor(1);
    expect(closures.events.map((e) => e.type)).toContain('private_chat_closed');
    closures.stop();
    expect(await as(a.actor).privateChats.list()).toEqual([]);
    // Friendship requests are gone; new ones and private chats are refused both ways.
    expect(await as(a.actor).friends.sentRequests()).toEqual([]);
    expect(await rejection(as(b.actor).friends.send({ userId: a.id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(as(a.actor).privateChats.create({ userId: b.id }))).toMatchObject({
      message: TEXT.chat.youBlockedThisUser,
    });
    expect(await rejection(as(b.actor).privateChats.create({ userId: a.id }))).toMatchObject({
      message: TEXT.chat.userNotAcceptingChats,
    });
    expect(
      await rejection(as(b.actor).messages.send({ roomId: chat.room.id, content: 'hello?' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });

    // Search, both ways: members and messages.
    expect((await as(a.actor).search.users({ q: b.actor.username })).map((u) => u.id)).not.toContain(b.id);
    expect((await as(b.actor).search.users({ q: a.actor.username })).map((u) => u.id)).not.toContain(a.id);
    expect(await as(a.actor).search.messages({ q: 'zebrafish' })).toEqual([]);
    // The members panel's list, both ways.
    expect(await as(a.actor).places.usersWithDistance({ userIds: [b.id] })).toEqual([]);
    expect(await as(b.actor).places.usersWithDistance({ userIds: [a.id] })).toEqual([]);
    // The room's member list.
    expect((await as(a.actor).rooms.get({ roomId: room })).memberIds).not.toContain(b.id);

    // History: B's messages are gone for A, kept for C.
    expect((await as(a.actor).messages.page({ roomId: room })).items).toEqual([]);
    expect((await as(c.actor).messages.page({ roomId: room })).items).toHaveLength(1);

    // Live: B's next message and typing reach C but not A (either transport); A's typing not B.
    const cSocket = await connect(c);
    await cSocket.join(c.id, room);
    const aFrom = aSocket.frames.length;
    const bFrom = bSocket.frames.length;
    const readerFrom = aReader.events.length;
    await as(b.actor).live.typing({ roomId: room, isTyping: true });
    await as(a.actor).live.typing({ roomId: room, isTyping: true });
    await as(b.actor).messages.send({ roomId: room, content: 'after the block' });
    await cSocket.next((f) => f.type === 'new_message' && f.roomId === undefined, 'C gets B’s message');
    await as(c.actor).messages.send({ roomId: room, content: 'marker from C' });
    await aSocket.next(
      (f) => f.type === 'new_message' && (f.message as { content: string }).content === 'marker from C',
      'A gets C’s marker',
      aFrom,
    );
    await eventually(
      () =>
        aReader.events.slice(readerFrom).find((e) => e.type === 'new_message' && e.message.userId === c.id),
      'the tRPC reader gets C’s marker',
    );
    const aSaw = aSocket.frames.slice(aFrom);
    expect(
      aSaw.filter((f) => f.type === 'new_message').map((f) => (f.message as { userId: string }).userId),
    ).toEqual([c.id]);
    expect(aSaw.filter((f) => f.type === 'user_typing' && f.userId === b.id)).toEqual([]);
    const readerSaw = aReader.events.slice(readerFrom);
    expect(
      readerSaw
        .filter((e) => e.type === 'new_message')
        .map((e) => e.type === 'new_message' && e.message.userId),
    ).toEqual([c.id]);
    expect(readerSaw.filter((e) => e.type === 'user_typing' && e.userId === b.id)).toEqual([]);
    await pingPong(bSocket);
    expect(bSocket.frames.slice(bFrom).filter((f) => f.type === 'user_typing' && f.userId === a.id)).toEqual(
      [],
    );

    // Presence, both ways: a fresh join lists who is online.
    const aAgain = await connect(a);
    await aAgain.join(a.id, room);
    const aOnline = aAgain.of('room_online_users').at(-1)?.onlineUsers as string[];
    expect(aOnline).toEqual(expect.arrayContaining([a.id, c.id]));
    expect(aOnline).not.toContain(b.id);
    const bAgain = await connect(b);
    await bAgain.join(b.id, room);
    expect(bAgain.of('room_online_users').at(-1)?.onlineUsers).not.toContain(a.id);
    aReader.stop();

    // Mentions of the blocker do not count; lifting the block lets B be seen again.
    const mention = await as(b.actor).messages.send({
      roomId: room,
      content: '@a',
      mentionedUserIds: [a.id],
    });
    expect(mention.mentionedUserIds).toEqual([]);
    await as(a.actor).blocks.unblock({ userId: b.id });
    expect((await as(a.actor).search.users({ q: b.actor.username })).map((u) => u.id)).toContain(b.id);
    expect((await as(a.actor).messages.page({ roomId: room })).items.length).toBeGreaterThan(0);
  });

  it('lists, refuses doubles and lifts blocks; the profile page tells the blocker', async () => {
    const [a, b] = [await liveMember(bed.t.app), await liveMember(bed.t.app)];
    await as(a.actor).blocks.blockByUsername({ username: b.actor.username.toUpperCase(), reason: null });
    expect(await as(a.actor).blocks.list()).toEqual([
      expect.objectContaining({
        blockedId: b.id,
        blockedUser: { displayName: b.actor.displayName, username: b.actor.username },
      }),
    ]);
    expect(await rejection(as(a.actor).blocks.block({ userId: b.id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await rejection(as(a.actor).blocks.block({ userId: a.id }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await as(a.actor).profiles.get({ userId: b.id })).toMatchObject({
      blockedByMe: true,
      canMessage: false,
    });
    // The blocked member finds no profile: as if removed.
    expect(await rejection(as(b.actor).profiles.get({ userId: a.id }))).toMatchObject({ code: 'NOT_FOUND' });
    await as(a.actor).blocks.unblock({ userId: b.id });
    expect(await as(a.actor).blocks.list()).toEqual([]);
    expect(await rejection(as(a.actor).blocks.unblock({ userId: b.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await as(b.actor).profiles.get({ userId: a.id })).toMatchObject({
      blockedByMe: false,
      canMessage: true,
    });
  });
});
