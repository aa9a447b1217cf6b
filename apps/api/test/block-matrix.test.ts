import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { liveBlockRows } from './block-rows-live';
import { socialBlockRows } from './block-rows-social';
import { blockWorld, ONE_INSTANCE } from './block-world';
import { rejection } from './chat-fixtures';

/**
 * After A blocks B, each path that could show one to the other: messages (history, live, the
 * sidebar's activity), typing and presence (both ways), the members panel, search (both ways),
 * mentions, invitations, friend requests and their notifications, private chats (refused both
 * ways, the open one closed live). The rows are shared with block-matrix-redis.test.ts, which
 * runs them with the two members on different instances.
 */
describe.each(testDatabaseKinds())('a block on $name, on one instance', (kind) => {
  const world = blockWorld(kind, ONE_INSTANCE);
  for (const row of [...liveBlockRows, ...socialBlockRows]) it(row.name, () => row.run(world));

  it('lists, refuses doubles and lifts blocks; the profile page tells the blocker', async () => {
    const [a, b] = [await world.member('blocker'), await world.member('blocked')];
    await a.api.blocks.blockByUsername({ username: b.actor.username.toUpperCase(), reason: null });
    expect(await a.api.blocks.list()).toEqual([
      expect.objectContaining({
        blockedId: b.id,
        blockedUser: { displayName: b.actor.displayName, username: b.actor.username },
      }),
    ]);
    expect(await rejection(a.api.blocks.block({ userId: b.id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await rejection(a.api.blocks.block({ userId: a.id }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await a.api.profiles.get({ userId: b.id })).toMatchObject({
      blockedByMe: true,
      canMessage: false,
    });
    // The blocked member finds no profile: as if removed.
    expect(await rejection(b.api.profiles.get({ userId: a.id }))).toMatchObject({ code: 'NOT_FOUND' });
    await a.api.blocks.unblock({ userId: b.id });
    expect(await a.api.blocks.list()).toEqual([]);
    expect(await rejection(a.api.blocks.unblock({ userId: b.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await b.api.profiles.get({ userId: a.id })).toMatchObject({
      blockedByMe: false,
      canMessage: true,
    });
  });
});
