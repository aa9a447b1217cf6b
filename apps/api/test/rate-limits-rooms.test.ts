import { TEXT } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/deps';
import { DEFAULT_LIMITS, type LimitsConfig } from '../src/limits/rules';
import { chatTestBed, makeMember, trpcError } from './chat-fixtures';
import { callerFor, uniqueName } from './harness';

/** Limits on, small enough to reach: the room rules only. */
const LIMITS: LimitsConfig = {
  ...DEFAULT_LIMITS,
  rates: {
    ...DEFAULT_LIMITS.rates,
    // Members are registered freely here (all from one unknown address).
    registrations: { points: 1000, seconds: 60 },
    roomCreation: { points: 2, seconds: 60 },
    roomInvites: { points: 3, seconds: 60 },
    roomLeaves: { points: 2, seconds: 60 },
  },
};

describe.each(testDatabaseKinds())('room limits on $name', (kind) => {
  const t = chatTestBed(kind, { limits: LIMITS });
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;

  it('counts invites against their own rate, refused or not, and refuses the one over it', async () => {
    const owner = await makeMember(t.deps, 'inviter');
    const room = await as(owner).rooms.create({ name: uniqueName('Invites'), isPrivate: true });
    const guests = [
      await makeMember(t.deps, 'g'),
      await makeMember(t.deps, 'g'),
      await makeMember(t.deps, 'g'),
    ];
    await as(guests[0] as Actor).privacy.update({ allowDirectMessages: 'nobody' });
    // A refused invite counts too: probing who accepts costs the same as inviting.
    await trpcError(as(owner).rooms.invite({ roomId: room.id, userId: guests[0]?.id ?? '' }));
    await as(owner).rooms.invite({ roomId: room.id, userId: guests[1]?.id ?? '' });
    await as(owner).rooms.invite({ roomId: room.id, userId: guests[2]?.id ?? '' });
    const over = await trpcError(as(owner).rooms.invite({ roomId: room.id, userId: t.bob.id }));
    expect(over.code).toBe('TOO_MANY_REQUESTS');
    expect((await as(owner).rooms.get({ roomId: room.id })).memberIds).not.toContain(t.bob.id);
    // Another member's invites are counted apart.
    const other = await as(t.alice).rooms.create({ name: uniqueName('Apart'), isPrivate: true });
    expect((await as(t.alice).rooms.invite({ roomId: other.id, userId: t.bob.id })).memberIds).toContain(
      t.bob.id,
    );
  });

  it('counts leaving rooms against its rate', async () => {
    const owner = await makeMember(t.deps, 'host');
    const leaver = await makeMember(t.deps, 'leaver');
    const rooms: string[] = [];
    for (const creator of [owner, owner, await makeMember(t.deps, 'host')]) {
      const room = await as(creator).rooms.create({ name: uniqueName('Leave') });
      await as(leaver).rooms.join({ roomId: room.id });
      rooms.push(room.id);
    }
    await as(leaver).rooms.leave({ roomId: rooms[0] ?? '' });
    await as(leaver).rooms.leave({ roomId: rooms[1] ?? '' });
    expect((await trpcError(as(leaver).rooms.leave({ roomId: rooms[2] ?? '' }))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('does not count an admin’s room deletions against the admin’s room creation', async () => {
    const member = await makeMember(t.deps, 'chief');
    await usersQueries.setRole(t.deps.db, member.username, 'admin');
    const admin: Actor = { ...member, role: 'admin' };
    const doomed = [
      await as(t.bob).rooms.create({ name: uniqueName('Doomed') }),
      await as(t.bob).rooms.create({ name: uniqueName('Doomed') }),
    ];
    for (const room of doomed) await as(admin).admin.deleteRoom({ roomId: room.id });
    // The creation rate is 2 in a minute: both rooms are still the admin's to make.
    await as(admin).rooms.create({ name: uniqueName('Mine') });
    await as(admin).admin.createRoom({ name: uniqueName('Public') });
    const over = await trpcError(as(admin).rooms.create({ name: uniqueName('Third') }));
    expect(over.code).toBe('TOO_MANY_REQUESTS');
    expect(over.message).not.toBe(TEXT.chat.roomAlreadyExists);
  });
});
