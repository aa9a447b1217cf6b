import { roomTopic, SEED_PUBLIC_ROOMS, TEXT, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, record, settle, trpcError } from '../../../test/chat-fixtures';
import { callerFor, startTestDeps, uniqueName } from '../../../test/harness';
import type { Actor, AppDeps } from '../../deps';

describe.each(testDatabaseKinds())('rooms router on $name', (kind) => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  let alice: Actor;
  let bob: Actor;
  beforeAll(async () => {
    ({ deps, close } = await startTestDeps(kind));
    alice = await makeMember(deps, 'alice');
    bob = await makeMember(deps, 'bob');
  });
  afterAll(() => close());

  const as = (actor: Actor) => callerFor(deps, actor).caller;

  it('creates a room with a trimmed name, the creator as member, and public users only', async () => {
    const name = uniqueName('Garden');
    const room = await as(alice).rooms.create({ name: `  ${name}  `, description: '  Plants  ' });
    expect(room).toMatchObject({
      name,
      description: 'Plants',
      isPrivate: false,
      isDirect: false,
      closedAt: null,
      createdBy: alice.id,
      memberIds: [alice.id],
    });
    expect(new Date(room.createdAt).toISOString()).toBe(room.createdAt);
    expect(room.members).toHaveLength(1);
    expect(room.members[0]).toMatchObject({ id: alice.id, username: alice.username, primaryPhoto: null });
    expect(room.members[0]).not.toHaveProperty('passwordHash');
    expect(room.members[0]).not.toHaveProperty('latitude');
    const blank = await as(alice).rooms.create({ name: uniqueName('Blank'), description: '   ' });
    expect(blank.description).toBeNull();
  });

  it.each([
    ['a missing name', {}, TEXT.chat.roomNameRequired],
    ['a blank name', { name: '   ' }, TEXT.chat.roomNameRequired],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, TEXT.chat.roomNameTooLong],
  ])('refuses %s', async (_label, input, message) => {
    const error = await trpcError(as(alice).rooms.create(input as { name: string }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('refuses a taken name in any case with CONFLICT and "already exists", also in a race', async () => {
    const name = uniqueName('Unique');
    await as(alice).rooms.create({ name });
    const error = await trpcError(as(bob).rooms.create({ name: name.toUpperCase(), isPrivate: true }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(TEXT.chat.roomAlreadyExists);
    expect(error.message).toContain('already exists');
    const seeded = await trpcError(as(bob).rooms.create({ name: 'lobby' }));
    expect(seeded.code).toBe('CONFLICT');

    const raced = uniqueName('Race');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => as(alice).rooms.create({ name: raced })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain('already exists');
    }
  });

  it('lists public rooms and own private rooms, oldest first, never others’ private rooms', async () => {
    const mine = await as(alice).rooms.create({ name: uniqueName('Mine'), isPrivate: true });
    const theirs = await as(bob).rooms.create({ name: uniqueName('Theirs'), isPrivate: true });
    const open = await as(bob).rooms.create({ name: uniqueName('Open') });
    const list = await as(alice).rooms.list();
    const ids = list.map((room) => room.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.slice(0, SEED_PUBLIC_ROOMS.length).map((room) => room.name)).toEqual(
      SEED_PUBLIC_ROOMS.map((room) => room.name),
    );
    expect(list.find((room) => room.id === mine.id)).toMatchObject({ isMember: true, memberCount: 1 });
    expect(list.find((room) => room.id === open.id)).toMatchObject({ isMember: false, memberCount: 1 });
    expect((await as(bob).rooms.list()).map((room) => room.id)).toContain(theirs.id);
  });

  it('joins a public room once, announces it once, and shows the members', async () => {
    const room = await as(alice).rooms.create({ name: uniqueName('Joinable') });
    const events = record(deps, roomTopic(room.id));
    const joined = await as(bob).rooms.join({ roomId: room.id });
    await as(bob).rooms.join({ roomId: room.id });
    await events.waitFor(1);
    await settle();
    events.stop();
    expect(events.events).toEqual([{ type: 'user_joined', roomId: room.id, userId: bob.id }]);
    expect(joined.memberIds).toEqual([alice.id, bob.id]);
    const fetched = await as(bob).rooms.get({ roomId: room.id });
    expect(fetched.members.map((member) => member.username)).toEqual([alice.username, bob.username]);
  });

  it('keeps a private room to its members until its creator invites someone', async () => {
    const room = await as(alice).rooms.create({ name: uniqueName('Secret'), isPrivate: true });
    // Each call starts only when awaited: a second promise made up front could reject before
    // anything handles it, which counts as an unhandled rejection.
    for (const call of [
      () => as(bob).rooms.get({ roomId: room.id }),
      () => as(bob).rooms.join({ roomId: room.id }),
    ]) {
      const error = await trpcError(call());
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe(TEXT.chat.notAMember);
    }

    const carol = await makeMember(deps, 'carol');
    const bobsEvents = record(deps, userTopic(bob.id));
    const invited = await as(alice).rooms.invite({ roomId: room.id, userId: bob.id });
    expect(invited.memberIds).toEqual([alice.id, bob.id]);
    await bobsEvents.waitFor(1);
    bobsEvents.stop();
    expect(bobsEvents.events).toEqual([{ type: 'access_changed', roomId: room.id }]);
    expect((await as(bob).rooms.get({ roomId: room.id })).id).toBe(room.id);
    expect((await as(bob).rooms.join({ roomId: room.id })).id).toBe(room.id);
    expect((await as(bob).rooms.list()).map((r) => r.id)).toContain(room.id);

    const notCreator = await trpcError(as(bob).rooms.invite({ roomId: room.id, userId: carol.id }));
    expect(notCreator.code).toBe('FORBIDDEN');
    expect(notCreator.message).toBe(TEXT.chat.onlyCreatorCanInvite);
    const unknown = await trpcError(
      as(alice).rooms.invite({ roomId: room.id, userId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe(TEXT.chat.userNotFound);
  });

  it('keeps out an invitee who blocked the creator', async () => {
    const room = await as(alice).rooms.create({ name: uniqueName('Blocky'), isPrivate: true });
    const dave = await makeMember(deps, 'dave');
    await deps.db.insertInto('blockedUsers').values({ blockerId: dave.id, blockedId: alice.id }).execute();
    const error = await trpcError(as(alice).rooms.invite({ roomId: room.id, userId: dave.id }));
    expect(error.code).toBe('FORBIDDEN');
  });

  it('answers unknown and malformed room ids with not found', async () => {
    const missing = await trpcError(as(alice).rooms.get({ roomId: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.message).toBe(TEXT.chat.roomNotFound);
    const malformed = await trpcError(as(alice).rooms.get({ roomId: 'nope' }));
    expect(malformed.message).toBe(TEXT.chat.roomNotFound);
  });

  it('needs a session', async () => {
    const error = await trpcError(callerFor(deps, null).caller.rooms.list());
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
