import type { UserEvent } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor, AppDeps } from '../../deps';

type Created = Extract<UserEvent, { type: 'room_created' }>;

/**
 * Resolves once the next member stream listens to new public rooms and its subscriptions are in
 * place (a stream starts lazily; the process follows the topic once for all its listeners).
 */
function listeningToPublicRooms(deps: AppDeps): Promise<void> {
  const members = deps.members;
  const listen = members.listen.bind(members);
  return new Promise((resolve) => {
    members.listen = (userId, listener, options) => {
      const listening = listen(userId, listener, options);
      if (options?.publicRooms) {
        members.listen = listen;
        void listening.ready.then(() => resolve());
      }
      return listening;
    };
  });
}

/**
 * New rooms reach room lists live (services/rooms/announce-new-room.ts): a public one every
 * signed-in member's user stream, a private one its creator's alone; each as `rooms.list` shows it.
 */
describe.each(testDatabaseKinds())('new rooms on the live user stream on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;

  /**
   * The member's stream, subscribed once this resolves (its first `next` subscribes). Left
   * running: a generator waiting for an event cannot be returned, and the bed's bus closes last.
   */
  const streamOf = async (actor: Actor) => {
    const subscribed = listeningToPublicRooms(t.deps);
    const stream = (await as(actor).live.user())[Symbol.asyncIterator]();
    let pending = stream.next();
    await subscribed;
    return {
      /** The next `room_created`, skipping other events (relations changing, say). */
      async nextCreated(): Promise<Created['room']> {
        for (;;) {
          const next = await pending;
          pending = stream.next();
          if (next.done) throw new Error('the stream ended');
          if (next.value.type === 'room_created') return next.value.room;
        }
      },
    };
  };

  it('announces a public room to another member as their list shows it, and no private room', async () => {
    const bob = await streamOf(t.bob);
    // Sent first: had it been announced, it would arrive before the public one.
    await as(t.alice).rooms.create({ name: uniqueName('Secret'), isPrivate: true });
    const room = await as(t.alice).rooms.create({ name: uniqueName('Open') });
    const announced = await bob.nextCreated();
    expect(announced).toMatchObject({ id: room.id, isPrivate: false, isMember: false, memberCount: 1 });
    const listed = (await as(t.bob).rooms.list()).find((item) => item.id === room.id);
    expect(announced).toEqual(listed);
  });

  it('tells the creator’s other tabs of both kinds, as members', async () => {
    const alice = await streamOf(t.alice);
    const secret = await as(t.alice).rooms.create({ name: uniqueName('Mine'), isPrivate: true });
    const open = await as(t.alice).rooms.create({ name: uniqueName('Ours') });
    const lists = await as(t.alice).rooms.list();
    expect(await alice.nextCreated()).toEqual(lists.find((item) => item.id === secret.id));
    expect(await alice.nextCreated()).toEqual(lists.find((item) => item.id === open.id));
    expect(lists.find((item) => item.id === open.id)?.isMember).toBe(true);
  });

  it('announces a public room across a block either way, as the room list shows it', async () => {
    const creator = await makeMember(t.deps, 'creator');
    const blocker = await makeMember(t.deps, 'blocker');
    const blocked = await makeMember(t.deps, 'blocked');
    await as(blocker).blocks.block({ userId: creator.id });
    await as(creator).blocks.block({ userId: blocked.id });
    const streams = [await streamOf(blocker), await streamOf(blocked)];
    const room = await as(creator).rooms.create({ name: uniqueName('Everyone') });
    for (const [index, member] of [blocker, blocked].entries()) {
      const stream = streams[index];
      if (!stream) throw new Error('no stream');
      const listed = (await as(member).rooms.list()).find((item) => item.id === room.id);
      expect(listed).toBeDefined();
      expect(await stream.nextCreated()).toEqual(listed);
    }
  });

  it('announces an admin’s public room, which starts with no members', async () => {
    const bob = await streamOf(t.bob);
    const { createAdminRoom } = await import('../../services/admin/admin-rooms');
    const made = await createAdminRoom(t.deps, t.alice, { name: uniqueName('Staff') });
    expect(await bob.nextCreated()).toMatchObject({ id: made.id, memberCount: 0, isMember: false });
  });
});
