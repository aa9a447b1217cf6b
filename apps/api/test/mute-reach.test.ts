import { TEXT } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps';
import { callerFor, startTestApp, type TestApp } from './harness';
import { listen, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';

const mute = (deps: AppDeps, userId: string) =>
  deps.db.updateTable('users').set({ isMuted: true, mutedUntil: null }).where('id', '=', userId).execute();

/** A mute silences more than messages: typing on both transports, and the name and bio others read. */
describe.each(testDatabaseKinds())('what a mute stops, on $name', (kind) => {
  let t: TestApp;
  let ws: string;
  const sockets: WsClient[] = [];
  const open = async (member: LiveMember) => {
    const socket = await WsClient.open(ws, member.cookie);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
    ws = (await listen(t.app)).ws;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await t.close();
  });

  it('refuses a muted member’s typing over /ws and tRPC; the room sees only the others type', async () => {
    const [muted, watcher, other] = [
      await liveMember(t.app),
      await liveMember(t.app),
      await liveMember(t.app),
    ];
    const room = await freshRoom(t.deps, watcher.actor);
    const [mutedSocket, watcherSocket, otherSocket] = [
      await open(muted),
      await open(watcher),
      await open(other),
    ];
    for (const [socket, member] of [
      [mutedSocket, muted],
      [watcherSocket, watcher],
      [otherSocket, other],
    ] as const) {
      await socket.join(member.id, room);
    }
    await mute(t.deps, muted.id);

    const before = mutedSocket.frames.length;
    mutedSocket.send({ type: 'typing', isTyping: true });
    expect(await mutedSocket.next((f) => f.type === 'error', 'the refusal', before)).toMatchObject({
      message: TEXT.admin.muted,
    });
    await expect(
      callerFor(t.deps, muted.actor).caller.live.typing({ roomId: room, isTyping: true }),
    ).rejects.toThrow(TEXT.admin.muted);
    // A stop is let through: a flag raised before the mute must be able to end.
    await callerFor(t.deps, muted.actor).caller.live.typing({ roomId: room, isTyping: false });

    // The sentinel: another member's typing reaches the watcher after the refused ones would have.
    otherSocket.send({ type: 'typing', isTyping: true });
    await watcherSocket.next((f) => f.type === 'user_typing' && f.userId === other.id, 'the other typing');
    expect(watcherSocket.of('user_typing').filter((f) => f.userId === muted.id && f.isTyping)).toEqual([]);
  });

  it('keeps a muted member’s name and bio, and lets the rest of the form be saved', async () => {
    const member = await liveMember(t.app);
    const as = callerFor(t.deps, member.actor).caller;
    await as.account.updateProfile({ displayName: 'Before', bio: 'Old bio', location: 'Berlin' });
    await mute(t.deps, member.id);
    for (const change of [
      { displayName: 'After', bio: 'Old bio' },
      { displayName: 'Before', bio: 'New bio' },
      { displayName: 'Before', bio: null },
    ]) {
      await expect(as.account.updateProfile({ ...change, location: 'Berlin' })).rejects.toThrow(
        TEXT.admin.muted,
      );
    }
    const kept = await as.account.updateProfile({ displayName: 'Before', age: 31, location: 'Hamburg' });
    expect(kept).toMatchObject({ displayName: 'Before', bio: 'Old bio', age: 31, location: 'Hamburg' });
    expect(await usersQueries.findById(t.deps.db, member.id)).toMatchObject({
      displayName: 'Before',
      bio: 'Old bio',
    });
  });
});
