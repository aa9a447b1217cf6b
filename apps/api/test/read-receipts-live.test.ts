import type { UserEvent } from '@nahbar/contracts';
import { userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import { eventually, listen, recordSubscription, trpcLiveClient, WsClient } from './live-clients';
import { type LiveMember, liveMember } from './live-fixtures';

type Heard = { type: string; id?: string; roomId?: string; userId?: string; sequenceId?: number };

/**
 * The `read_receipt` event on both transports: the `/ws` frame is the event object as it is, and
 * tRPC's `live.user` carries the same. Cases where nothing may arrive end with a marker sent
 * after the action: once it has come through, a receipt sent before it would have too.
 */
describe.each(testDatabaseKinds())('live read receipts on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  const closers: (() => unknown)[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ws: wsUrl } = await listen(t.app));
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await t.close();
  });

  const call = async (member: LiveMember, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: ORIGIN, cookie: member.cookie },
    });
  const setReceipts = async (member: LiveMember, on: boolean) => {
    const res = await call(member, 'PUT', `/api/users/${member.id}/privacy-settings`, { readReceipts: on });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ readReceipts: on });
  };

  /** The writer's two live ears: a `/ws` socket and a tRPC `live.user` subscription. */
  const listenAs = async (member: LiveMember) => {
    const socket = await WsClient.open(wsUrl, member.cookie);
    closers.push(() => socket.socket.terminate());
    const live = trpcLiveClient(wsUrl, member.cookie);
    closers.push(() => live.close());
    const trpc = recordSubscription<Heard>();
    live.client.live.user.subscribe(undefined, trpc.handlers);
    let markers = 0;
    const wsHeard = () => socket.frames as Heard[];
    /** Publishes a marker until both transports have it: everything published before it arrived too. */
    const settled = async () => {
      markers += 1;
      const id = `marker-${member.id}-${markers}`;
      const marker: UserEvent = {
        type: 'notification',
        id,
        notificationType: 'system',
        title: id,
        body: null,
        data: {},
        priority: 'normal',
        read: true,
        quiet: false,
      };
      const arrived = () =>
        wsHeard().some((f) => f.id === id) && trpc.data.some((e) => e.id === id) ? true : undefined;
      for (let tries = 0; tries < 60 && !arrived(); tries += 1) {
        await t.deps.bus.publish(userTopic(member.id), marker);
        await eventually(arrived, 'the marker', 50).catch(() => undefined);
      }
      await eventually(arrived, 'the marker on both transports');
    };
    const receipts = () => ({
      ws: wsHeard().filter((f) => f.type === 'read_receipt'),
      trpc: trpc.data.filter((e) => e.type === 'read_receipt'),
    });
    await settled();
    return { settled, receipts, errors: trpc.errors };
  };

  const privateChat = async (a: LiveMember, b: LiveMember) => {
    const res = await call(a, 'POST', '/api/private-chat/create', { user1Id: a.id, user2Id: b.id });
    expect(res.statusCode).toBe(200);
    return (res.json() as { room: { id: string } }).room.id;
  };
  const markRead = async (member: LiveMember, roomId: string, sequenceId: number) => {
    const res = await call(member, 'PUT', `/api/rooms/${roomId}/read`, { sequenceId });
    expect(res.statusCode).toBe(200);
  };
  const receiptState = async (member: LiveMember, roomId: string) => {
    const res = await call(member, 'GET', `/api/private-chats/${roomId}/read-receipt`);
    return { status: res.statusCode, body: res.json() as { sequenceId: number | null } };
  };

  it('reaches the writer on /ws and tRPC when both have receipts on, and stops when one turns them off', async () => {
    const [ann, ben] = [await liveMember(t.app), await liveMember(t.app)];
    await setReceipts(ann, true);
    await setReceipts(ben, true);
    const roomId = await privateChat(ann, ben);
    const sent = await sendMessage(t.deps, ann.actor, { roomId, content: 'hallo' });
    const annHears = await listenAs(ann);

    await markRead(ben, roomId, sent.sequenceId);
    const expected = { type: 'read_receipt', roomId, userId: ben.id, sequenceId: sent.sequenceId };
    await eventually(() => (annHears.receipts().ws.length > 0 ? true : undefined), 'the /ws receipt');
    await eventually(() => (annHears.receipts().trpc.length > 0 ? true : undefined), 'the tRPC receipt');
    expect(annHears.receipts()).toEqual({ ws: [expected], trpc: [expected] });
    expect(await receiptState(ann, roomId)).toEqual({ status: 200, body: { sequenceId: sent.sequenceId } });

    // Ben turns his off: nothing more, and the state is gone for Ann too.
    await setReceipts(ben, false);
    const next = await sendMessage(t.deps, ann.actor, { roomId, content: 'noch da?' });
    await markRead(ben, roomId, next.sequenceId);
    await annHears.settled();
    expect(annHears.receipts()).toEqual({ ws: [expected], trpc: [expected] });
    expect(await receiptState(ann, roomId)).toEqual({ status: 200, body: { sequenceId: null } });
    expect(annHears.errors).toEqual([]);
  });

  it('sends nothing while only one member has them on, and refuses a stranger the state', async () => {
    const [ann, ben, carl] = [await liveMember(t.app), await liveMember(t.app), await liveMember(t.app)];
    await setReceipts(ann, true);
    const roomId = await privateChat(ann, ben);
    const sent = await sendMessage(t.deps, ann.actor, { roomId, content: 'hallo' });
    const annHears = await listenAs(ann);

    await markRead(ben, roomId, sent.sequenceId);
    await annHears.settled();
    expect(annHears.receipts()).toEqual({ ws: [], trpc: [] });
    expect(await receiptState(ann, roomId)).toEqual({ status: 200, body: { sequenceId: null } });
    expect((await receiptState(carl, roomId)).status).toBe(404);
  });
});
