import { roomTopic, SEED_PUBLIC_ROOMS, TEXT, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, trpcError } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';

describe.each(testDatabaseKinds())('rooms router on $name', (kind) => {
  const t = chatTestBed(kind);

  const as = (actor: Actor) => callerFor(t.deps, actor).caller;

  it('creates a room with a trimmed name, the creator as member, and public users only', async () => {
    const name = uniqueName('Garden');
    const room = await as(t.alice).rooms.create({ name: `  ${name}  `, description: '  Plants  ' });
    expect(room).toMatchObject({
      name,
      description: 'Plants',
      isPrivate: false,
      isDirect: false,
      closedAt: null,
      createdBy: t.alice.id,
      memberIds: [t.alice.id],
    });
    expect(new Date(room.createdAt).toISOString()).toBe(room.createdAt);
    expect(room.members).toHaveLength(1);
    expect(room.members[0]).toMatchObject({ id: t.alice.id, username: t.alice.username, primaryPhoto: null });
    expect(room.members[0]).not.toHaveProperty('passwordHash');
    expect(room.members[0]).not.toHaveProperty('latitude');
    const blank = await as(t.alice).rooms.create({ name: uniqueName('Blank'), description: '   ' });
    expect(blank.description).toBeNull();
  });

  it.each([
    ['a missing name', {}, TEXT.chat.roomNameRequired],
    ['a blank name', { name: '   ' }, TEXT.chat.roomNameRequired],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, TEXT.chat.roomNameTooLong],
  ])('refuses %s', async (_label, input, message) => {
    const error = await trpcError(as(t.alice).rooms.create(input as { name: string }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('refuses a taken name in any case with CONFLICT and "already exists", also in a race', async () => {
    const name = uniqueName('Unique');
    await as(t.alice).rooms.create({ name });
    const error = await trpcError(as(t.bob).rooms.create({ name: name.toUpperCase(), isPrivate: true }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(TEXT.chat.roomAlreadyExists);
    expect(error.message).toContain('already exists');
    const seeded = await trpcError(as(t.bob).rooms.create({ name: 'lobby' }));
    expect(seeded.code).toBe('CONFLICT');

    const raced = uniqueName('Race');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => as(t.alice).rooms.create({ name: raced })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain('already exists');
    }
  });

  it('lists public rooms and own private rooms, oldest first, never others’ private rooms', async () => {
    const mine = await as(t.alice).rooms.create({ name: uniqueName('Mine'), isPrivate: true });
    const theirs = await as(t.bob).rooms.create({ name: uniqueName('Theirs'), isPrivate: true });
    const open = await as(t.bob).rooms.create({ name: uniqueName('Open') });
    const list = await as(t.alice).rooms.list();
    const ids = list.map((room) => room.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.slice(0, SEED_PUBLIC_ROOMS.length).map((room) => [room.name, room.seedKey])).toEqual(
      SEED_PUBLIC_ROOMS.map((room) => [room.name, room.key]),
    );
    expect(list.find((room) => room.id === open.id)?.seedKey).toBeNull();
    expect(list.find((room) => room.id === mine.id)).toMatchObject({ isMember: true, memberCount: 1 });
    expect(list.find((room) => room.id === open.id)).toMatchObject({ isMember: false, memberCount: 1 });
    expect((await as(t.bob).rooms.list()).map((room) => room.id)).toContain(theirs.id);
  });

  it('joins a public room once, announces it once, and shows the members', async () => {
    const room = await as(t.alice).rooms.create({ name: uniqueName('Joinable') });
    const events = record(t.deps, roomTopic(room.id));
    const joined = await as(t.bob).rooms.join({ roomId: room.id });
    await as(t.bob).rooms.join({ roomId: room.id });
    await events.waitFor(1);
    await events.settled();
    expect(events.events).toEqual([{ type: 'user_joined', roomId: room.id, userId: t.bob.id }]);
    expect(joined.memberIds).toEqual([t.alice.id, t.bob.id]);
    const fetched = await as(t.bob).rooms.get({ roomId: room.id });
    expect(fetched.members.map((member) => member.username)).toEqual([t.alice.username, t.bob.username]);
  });

  it('names a seeded room by its stable key, and no other room', async () => {
    const lobby = (await as(t.alice).rooms.list()).find((room) => room.name === 'Lobby');
    if (!lobby) throw new Error('the Lobby is seeded');
    const joined = await as(t.alice).rooms.join({ roomId: lobby.id });
    expect(joined.seedKey).toBe('lobby');
    expect((await as(t.alice).rooms.get({ roomId: lobby.id })).seedKey).toBe('lobby');
    const own = await as(t.alice).rooms.create({ name: uniqueName('Keyless') });
    expect(own.seedKey).toBeNull();
  });

  it('keeps a private room to its members until its creator invites someone', async () => {
    const room = await as(t.alice).rooms.create({ name: uniqueName('Secret'), isPrivate: true });
    // Each call starts only when awaited: a second promise made up front could reject before
    // anything handles it, which counts as an unhandled rejection.
    for (const call of [
      () => as(t.bob).rooms.get({ roomId: room.id }),
      () => as(t.bob).rooms.join({ roomId: room.id }),
    ]) {
      const error = await trpcError(call());
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe(TEXT.chat.notAMember);
    }

    const carol = await makeMember(t.deps, 'carol');
    const bobsEvents = record(t.deps, userTopic(t.bob.id));
    const invited = await as(t.alice).rooms.invite({ roomId: room.id, userId: t.bob.id });
    expect(invited.memberIds).toEqual([t.alice.id, t.bob.id]);
    await bobsEvents.waitFor(3);
    bobsEvents.stop();
    expect(bobsEvents.events).toEqual([
      { type: 'access_changed', roomId: room.id },
      {
        type: 'room_invite',
        roomId: room.id,
        roomName: room.name,
        fromUser: expect.objectContaining({ id: t.alice.id, username: t.alice.username }),
      },
      expect.objectContaining({
        type: 'notification',
        notificationType: 'room_invite',
        data: {
          roomId: room.id,
          roomName: room.name,
          fromUserId: t.alice.id,
          fromName: t.alice.displayName,
        },
      }),
    ]);
    expect((await as(t.bob).rooms.get({ roomId: room.id })).id).toBe(room.id);
    expect((await as(t.bob).rooms.join({ roomId: room.id })).id).toBe(room.id);
    expect((await as(t.bob).rooms.list()).map((r) => r.id)).toContain(room.id);

    const notCreator = await trpcError(as(t.bob).rooms.invite({ roomId: room.id, userId: carol.id }));
    expect(notCreator.code).toBe('FORBIDDEN');
    expect(notCreator.message).toBe(TEXT.chat.onlyCreatorCanInvite);
    const unknown = await trpcError(
      as(t.alice).rooms.invite({ roomId: room.id, userId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe(TEXT.chat.userNotFound);
  });

  it('keeps out an invitee who blocked the creator', async () => {
    const room = await as(t.alice).rooms.create({ name: uniqueName('Blocky'), isPrivate: true });
    const dave = await makeMember(t.deps, 'dave');
    await t.deps.db
      .insertInto('blockedUsers')
      .values({ blockerId: dave.id, blockedId: t.alice.id })
      .execute();
    const error = await trpcError(as(t.alice).rooms.invite({ roomId: room.id, userId: dave.id }));
    expect(error.code).toBe('FORBIDDEN');
  });

  it('answers unknown and malformed room ids with not found', async () => {
    const missing = await trpcError(
      as(t.alice).rooms.get({ roomId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.message).toBe(TEXT.chat.roomNotFound);
    const malformed = await trpcError(as(t.alice).rooms.get({ roomId: 'nope' }));
    expect(malformed.message).toBe(TEXT.chat.roomNotFound);
  });

  it('needs a session', async () => {
    const error = await trpcError(callerFor(t.deps, null).caller.rooms.list());
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
