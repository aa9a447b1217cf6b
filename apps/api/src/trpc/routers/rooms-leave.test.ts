import { roomTopic, TEXT, userTopic } from '@nahbar/contracts';
import { roomsQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, trpcError } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';

describe.each(testDatabaseKinds())('leaving rooms on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;

  /** A private room of `owner`'s with `guests` invited in this order. */
  const privateRoom = async (owner: Actor, guests: Actor[]) => {
    const room = await as(owner).rooms.create({ name: uniqueName('Leaving'), isPrivate: true });
    for (const guest of guests) await as(owner).rooms.invite({ roomId: room.id, userId: guest.id });
    return room.id;
  };

  it('ends a membership: the room tells its members, the leaver’s tabs hear of it, access ends', async () => {
    const [owner, guest, stays] = [
      await makeMember(t.deps),
      await makeMember(t.deps),
      await makeMember(t.deps),
    ];
    const room = await privateRoom(owner, [guest, stays]);
    const roomEvents = record(t.deps, roomTopic(room));
    const guestEvents = record(t.deps, userTopic(guest.id));
    expect(await as(guest).rooms.leave({ roomId: room })).toEqual({ success: true });

    expect(await roomEvents.settled()).toEqual([
      { type: 'user_left', roomId: room, userId: guest.id, memberLeft: true },
    ]);
    expect(await guestEvents.settled()).toEqual([
      { type: 'access_changed', roomId: room },
      { type: 'room_left', roomId: room },
    ]);
    expect((await as(owner).rooms.get({ roomId: room })).memberIds).toEqual([owner.id, stays.id]);
    expect((await as(guest).rooms.list()).map((r) => r.id)).not.toContain(room);
    expect(await trpcError(as(guest).rooms.get({ roomId: room }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEXT.chat.notAMember,
    });
    expect(await trpcError(as(guest).messages.send({ roomId: room, content: 'still here?' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Only the creator invites, and the creator is still the owner.
    expect((await roomsQueries.findById(t.deps.db, room))?.createdBy).toBe(owner.id);
  });

  it('hands a creator’s room to the longest-standing member, who may invite from then on', async () => {
    const [owner, first, second] = [
      await makeMember(t.deps),
      await makeMember(t.deps),
      await makeMember(t.deps),
    ];
    const room = await privateRoom(owner, [first, second]);
    await as(owner).rooms.leave({ roomId: room });
    const after = await as(first).rooms.get({ roomId: room });
    expect(after.createdBy).toBe(first.id);
    expect(after.memberIds).toEqual([first.id, second.id]);
    const newcomer = await makeMember(t.deps);
    expect((await as(first).rooms.invite({ roomId: room, userId: newcomer.id })).memberIds).toContain(
      newcomer.id,
    );
    expect(await trpcError(as(owner).rooms.invite({ roomId: room, userId: owner.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEXT.chat.onlyCreatorCanInvite,
    });
  });

  it('deletes a private room its last member leaves, with its messages', async () => {
    const [owner, guest] = [await makeMember(t.deps), await makeMember(t.deps)];
    const room = await privateRoom(owner, [guest]);
    await as(guest).messages.send({ roomId: room, content: 'bye' });
    await as(guest).rooms.leave({ roomId: room });
    const ownerEvents = record(t.deps, userTopic(owner.id));
    await as(owner).rooms.leave({ roomId: room });
    expect(await ownerEvents.settled()).toEqual([
      { type: 'access_changed', roomId: room },
      { type: 'room_left', roomId: room },
    ]);
    expect(await roomsQueries.findById(t.deps.db, room)).toBeUndefined();
    const messages = await t.deps.db.selectFrom('messages').select('id').where('roomId', '=', room).execute();
    expect(messages).toEqual([]);
  });

  it('keeps a public room nobody belongs to, readable and joinable, with its creator', async () => {
    const owner = await makeMember(t.deps);
    const room = await as(owner).rooms.create({ name: uniqueName('Open') });
    await as(owner).rooms.leave({ roomId: room.id });
    const listed = (await as(owner).rooms.list()).find((r) => r.id === room.id);
    expect(listed).toMatchObject({ isMember: false, memberCount: 0, createdBy: owner.id });
    expect((await as(t.bob).rooms.join({ roomId: room.id })).memberIds).toEqual([t.bob.id]);
  });

  it('refuses a room one is not in, a private chat, and a room that does not exist', async () => {
    const [owner, stranger] = [await makeMember(t.deps), await makeMember(t.deps)];
    const room = await privateRoom(owner, []);
    const open = await as(owner).rooms.create({ name: uniqueName('Public') });
    for (const roomId of [room, open.id]) {
      expect(await trpcError(as(stranger).rooms.leave({ roomId }))).toMatchObject({
        code: 'FORBIDDEN',
        message: TEXT.chat.notAMember,
      });
    }
    const chat = await as(owner).privateChats.create({ userId: stranger.id });
    expect(await trpcError(as(stranger).rooms.leave({ roomId: chat.room.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEXT.chat.privateChatsAreClosed,
    });
    expect(
      await trpcError(as(stranger).rooms.leave({ roomId: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject({ code: 'NOT_FOUND', message: TEXT.chat.roomNotFound });
    expect((await as(owner).rooms.get({ roomId: room })).memberIds).toEqual([owner.id]);
  });

  it('lets two members who leave at once both go, and the room to whoever is left', async () => {
    const [owner, first, second] = [
      await makeMember(t.deps),
      await makeMember(t.deps),
      await makeMember(t.deps),
    ];
    const room = await privateRoom(owner, [first, second]);
    await Promise.all([as(owner).rooms.leave({ roomId: room }), as(first).rooms.leave({ roomId: room })]);
    const after = await as(second).rooms.get({ roomId: room });
    expect(after.memberIds).toEqual([second.id]);
    expect(after.createdBy).toBe(second.id);
  });
});
