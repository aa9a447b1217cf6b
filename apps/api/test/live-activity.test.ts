import type { TRoomActivity } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAdminRoom } from '../src/services/admin/admin-rooms';
import { sendMessage } from '../src/services/messages/send-message';
import { callerFor, startTestApp, type TestApp } from './harness';
import { eventually, listen, recordSubscription, trpcLiveClient } from './live-clients';
import { freshRoom, liveMember } from './live-fixtures';

/** `live.activity`: the sidebar's unread counts follow the member's other rooms live. */
describe.each(testDatabaseKinds())('room activity on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    wsUrl = (await listen(t.app)).ws;
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await t?.close();
  });

  it('tells of others’ messages in the member’s rooms only: no content, no own, no blocked, no foreign room', async () => {
    const [ann, ben, carl, dora] = [
      await liveMember(t.app),
      await liveMember(t.app),
      await liveMember(t.app),
      await liveMember(t.app),
    ];
    const shared = await freshRoom(t.deps, ann.actor);
    const foreign = await freshRoom(t.deps, carl.actor, true);
    for (const member of [ben, dora])
      await callerFor(t.deps, member.actor).caller.rooms.join({ roomId: shared });
    await callerFor(t.deps, ben.actor).caller.blocks.block({ userId: dora.id });

    const live = trpcLiveClient(wsUrl, ben.cookie);
    closers.push(() => live.close());
    const recorder = recordSubscription<TRoomActivity>();
    live.client.live.activity.subscribe({ roomIds: [shared, foreign] }, recorder.handlers);
    await eventually(() => (t.deps.feeds.size >= 1 ? true : undefined), 'the room followed');
    expect(t.deps.feeds.size).toBe(1);

    await sendMessage(t.deps, ben.actor, { roomId: shared, content: 'my own' });
    await sendMessage(t.deps, dora.actor, { roomId: shared, content: 'blocked' });
    await sendMessage(t.deps, carl.actor, { roomId: foreign, content: 'not yours' });
    await sendMessage(t.deps, ann.actor, {
      roomId: shared,
      content: 'Hallo Ben',
      mentionedUserIds: [ben.id],
    });
    const first = await eventually(() => recorder.data[0], 'activity');
    expect(first).toEqual({ roomId: shared, sequenceId: 3, mentioned: true });
    await sendMessage(t.deps, ann.actor, { roomId: shared, content: 'noch was' });
    await eventually(() => recorder.data[1], 'more activity');
    expect(recorder.data).toEqual([first, { roomId: shared, sequenceId: 4, mentioned: false }]);
    expect(JSON.stringify(recorder.data)).not.toMatch(/Hallo|blocked|not yours/);
    expect(recorder.errors).toEqual([]);

    // The room deleted by an admin is followed no longer.
    const admin = await liveMember(t.app);
    await usersQueries.setRole(t.deps.db, admin.actor.username, 'admin');
    await deleteAdminRoom(t.deps, { ...admin.actor, role: 'admin' }, { roomId: shared });
    await eventually(() => (t.deps.feeds.size === 0 ? true : undefined), 'the deleted room unfollowed');
  });

  it('tells first of what was written after the counts were read and before the stream began', async () => {
    const [ann, ben] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, ann.actor);
    const quiet = await freshRoom(t.deps, ann.actor);
    for (const roomId of [room, quiet]) await callerFor(t.deps, ben.actor).caller.rooms.join({ roomId });
    const { asOf } = await callerFor(t.deps, ben.actor).caller.chatData.get();
    // Written between the read and the subscription: the race the sidebar lost before.
    await sendMessage(t.deps, ann.actor, { roomId: room, content: 'dazwischen', mentionedUserIds: [ben.id] });

    const live = trpcLiveClient(wsUrl, ben.cookie);
    closers.push(() => live.close());
    const told = recordSubscription<TRoomActivity>();
    live.client.live.activity.subscribe({ roomIds: [room, quiet], since: asOf }, told.handlers);
    const untold = recordSubscription<TRoomActivity>();
    live.client.live.activity.subscribe({ roomIds: [room, quiet] }, untold.handlers);
    expect(await eventually(() => told.data[0], 'the missed activity')).toEqual({
      roomId: room,
      sequenceId: 1,
      mentioned: true,
    });
    // Without `since` nothing is told of it: sentinels in the quiet room, sent until that stream
    // has followed it, are all it tells.
    for (let sent = 1; untold.data.length === 0 && sent <= 20; sent += 1) {
      await sendMessage(t.deps, ann.actor, { roomId: quiet, content: `Wächter ${sent}` });
      await eventually(() => untold.data[0], 'a sentinel', 250).catch(() => undefined);
    }
    expect(untold.data.length).toBeGreaterThan(0);
    expect(new Set(untold.data.map((activity) => activity.roomId))).toEqual(new Set([quiet]));
  });
});
