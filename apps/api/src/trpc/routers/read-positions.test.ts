import { userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, rejection } from '../../../test/chat-fixtures';
import { callerFor } from '../../../test/harness';
import type { Actor } from '../../deps';

describe.each(testDatabaseKinds())('unread counts and read positions on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const unreadOf = async (actor: Actor, roomId: string) =>
    (await as(actor).chatData.get()).unread.find((u) => u.roomId === roomId) ?? null;

  it('counts others’ messages since the last read, marks mentions, and clears on read', async () => {
    const [ann, ben] = [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')];
    const room = await as(ann).rooms.create({ name: `Ungelesen ${Date.now()}` });
    await as(ann).messages.send({ roomId: room.id, content: 'before ben came' });
    await as(ben).rooms.join({ roomId: room.id });
    // Joining starts with the history read.
    expect(await unreadOf(ben, room.id)).toBeNull();

    await as(ann).messages.send({ roomId: room.id, content: 'eins' });
    const second = await as(ann).messages.send({ roomId: room.id, content: 'zwei' });
    await as(ben).messages.send({ roomId: room.id, content: 'mine do not count' });
    expect(await unreadOf(ben, room.id)).toEqual({ roomId: room.id, count: 2, mentioned: false });
    await as(ann).messages.send({ roomId: room.id, content: '@ben', mentionedUserIds: [ben.id] });
    expect(await unreadOf(ben, room.id)).toEqual({ roomId: room.id, count: 3, mentioned: true });

    const tabs = record(t.deps, userTopic(ben.id));
    expect(await as(ben).rooms.markRead({ roomId: room.id, sequenceId: second.sequenceId })).toEqual({
      lastReadSequence: second.sequenceId,
    });
    // Left: Ben's own message, which does not count, and the mention.
    expect(await unreadOf(ben, room.id)).toMatchObject({ count: 1, mentioned: true });
    // Never back, never past the last message.
    await as(ben).rooms.markRead({ roomId: room.id, sequenceId: 1 });
    expect(await unreadOf(ben, room.id)).toMatchObject({ count: 1 });
    const done = await as(ben).rooms.markRead({ roomId: room.id, sequenceId: 1_000_000 });
    expect(await unreadOf(ben, room.id)).toBeNull();
    expect(done.lastReadSequence).toBeLessThan(1_000_000);
    const events = await tabs.settled();
    expect(events.filter((e) => e.type === 'room_read')).toHaveLength(3);
    expect(events.at(-1)).toEqual({
      type: 'room_read',
      roomId: room.id,
      lastReadSequence: done.lastReadSequence,
    });
  });

  it('leaves out what a blocked member wrote', async () => {
    const [ann, ben] = [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')];
    const carl = await makeMember(t.deps, 'carl');
    const room = await as(ann).rooms.create({ name: `Blockiert ${Date.now()}` });
    await as(ben).rooms.join({ roomId: room.id });
    await as(carl).rooms.join({ roomId: room.id });
    await as(ben).blocks.block({ userId: carl.id });
    await as(carl).messages.send({ roomId: room.id, content: 'unseen' });
    await as(ann).messages.send({ roomId: room.id, content: 'seen' });
    expect(await unreadOf(ben, room.id)).toMatchObject({ count: 1 });
  });

  it('marks no mention by a member blocked after they wrote it', async () => {
    const [ann, ben] = [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')];
    const carl = await makeMember(t.deps, 'carl');
    const room = await as(ann).rooms.create({ name: `Erwähnt ${Date.now()}` });
    await as(ben).rooms.join({ roomId: room.id });
    await as(carl).rooms.join({ roomId: room.id });
    await as(carl).messages.send({ roomId: room.id, content: '@ben', mentionedUserIds: [ben.id] });
    expect(await unreadOf(ben, room.id)).toMatchObject({ count: 1, mentioned: true });
    await as(ben).blocks.block({ userId: carl.id });
    await as(ann).messages.send({ roomId: room.id, content: 'seen' });
    expect(await unreadOf(ben, room.id)).toEqual({ roomId: room.id, count: 1, mentioned: false });
  });

  it('a private chat counts for its other member', async () => {
    const [ann, ben] = [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')];
    const chat = await as(ann).privateChats.create({ userId: ben.id });
    await as(ann).messages.send({ roomId: chat.room.id, content: 'hallo' });
    expect(await unreadOf(ben, chat.room.id)).toMatchObject({ count: 1 });
    expect(await unreadOf(ann, chat.room.id)).toBeNull();
  });

  it('refuses a room one is not in', async () => {
    const [ann, ben] = [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')];
    const room = await as(ann).rooms.create({ name: `Fremd ${Date.now()}` });
    expect(await rejection(as(ben).rooms.markRead({ roomId: room.id, sequenceId: 1 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
