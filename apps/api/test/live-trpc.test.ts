import { type RoomEvent, TEXT, type UserEvent, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import {
  eventually,
  listen,
  recordSubscription,
  trpcLiveClient,
  upgradeStatus,
  WsClient,
} from './live-clients';
import { freshRoom, type LiveMember, liveMember, rest } from './live-fixtures';

type Tracked = { id: string; data: RoomEvent };
type TrpcLive = ReturnType<typeof trpcLiveClient>;

const messagesOf = (data: Tracked[]) =>
  data.flatMap((d) => (d.data.type === 'new_message' ? [d.data.message] : []));

describe.each(testDatabaseKinds())('tRPC live subscriptions on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  const clients: TrpcLive[] = [];
  const sockets: WsClient[] = [];
  const trpcAs = (member: LiveMember, retryDelayMs?: number) => {
    const live = trpcLiveClient(wsUrl, member.cookie, { retryDelayMs });
    clients.push(live);
    return live;
  };
  const subscribeRoom = (live: TrpcLive, roomId: string) => {
    const recorder = recordSubscription<Tracked>();
    const subscription = live.client.live.room.subscribe({ roomId }, recorder.handlers);
    return { ...recorder, subscription };
  };
  /** The subscription is running once its first event (who is online) has arrived. */
  const started = (recorder: { data: Tracked[]; errors: unknown[] }) =>
    eventually(
      () => (recorder.data.length > 0 || recorder.errors.length > 0 ? true : undefined),
      'subscription start',
    );

  let markers = 0;
  /**
   * Publishes a notification on a member's topic until it comes through their subscription:
   * then it is listening, and anything published before the last marker has arrived.
   */
  const marked = async (userId: string, data: { type: string; id?: string }[]) => {
    markers += 1;
    const id = `marker-${markers}`;
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
    const arrived = () => (data.some((e) => e.id === id) ? true : undefined);
    for (let tries = 0; tries < 60 && !arrived(); tries += 1) {
      await t.deps.bus.publish(userTopic(userId), marker);
      await eventually(arrived, 'the marker', 50).catch(() => undefined);
    }
    await eventually(arrived, `the marker for ${userId}`);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ws: wsUrl } = await listen(t.app));
  });
  afterAll(async () => {
    for (const live of clients) await live.close();
    for (const socket of sockets) socket.socket.terminate();
    await t.close();
  });

  it('delivers new messages as tracked events to subscribers of the room only', async () => {
    const [a, b, c] = [await liveMember(t.app), await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const other = await freshRoom(t.deps, c.actor);
    const sa = subscribeRoom(trpcAs(a), room);
    const sb = subscribeRoom(trpcAs(b), room);
    const sc = subscribeRoom(trpcAs(c), other);
    await Promise.all([started(sa), started(sb), started(sc)]);
    const online = await eventually(
      () => sa.data.find((d) => d.data.type === 'room_online_users'),
      'online list',
    );
    // a and b subscribe at once: a's first list may already name b.
    expect(online).toMatchObject({ id: '0', data: { type: 'room_online_users', roomId: room } });
    const onlineUsers = online.data.type === 'room_online_users' ? online.data.onlineUsers : [];
    expect(onlineUsers).toContain(a.id);
    expect(onlineUsers.every((id) => id === a.id || id === b.id)).toBe(true);

    await sendMessage(t.deps, a.actor, { roomId: room, content: 'Servus' });
    for (const recorder of [sa, sb]) {
      await eventually(() => (messagesOf(recorder.data).length === 1 ? true : undefined), 'message');
      const tracked = recorder.data.find((d) => d.data.type === 'new_message');
      expect(tracked?.id).toBe('1');
      expect(messagesOf(recorder.data)[0]).toMatchObject({ roomId: room, content: 'Servus', sequenceId: 1 });
    }
    // A later message in c's own room: anything sent c's way before it has arrived by then.
    await sendMessage(t.deps, c.actor, { roomId: other, content: 'Drüben' });
    await eventually(
      () => (messagesOf(sc.data).length > 0 ? true : undefined),
      'the message of its own room',
    );
    expect(messagesOf(sc.data).map((m) => m.roomId)).toEqual([other]);
    expect([...sa.errors, ...sb.errors, ...sc.errors]).toEqual([]);
  });

  it('counts subscribers as present across transports and passes typing on', async () => {
    const [a, b, c] = [await liveMember(t.app), await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const socket = await WsClient.open(wsUrl, a.cookie);
    sockets.push(socket);
    await socket.join(a.id, room);

    const live = trpcAs(b);
    const sb = subscribeRoom(live, room);
    await started(sb);
    await socket.next((f) => f.type === 'user_joined' && f.userId === b.id, 'user_joined over /ws');
    await socket.next(
      (f) => f.type === 'room_online_users' && (f.onlineUsers as string[]).includes(b.id),
      'b online',
    );

    await live.client.live.typing.mutate({ roomId: room, isTyping: true });
    expect(await socket.next((f) => f.type === 'user_typing', 'typing')).toEqual({
      type: 'user_typing',
      roomId: room,
      userId: b.id,
      isTyping: true,
    });
    socket.send({ type: 'typing', isTyping: true });
    await eventually(
      () => sb.data.find((d) => d.data.type === 'user_typing' && d.data.userId === a.id),
      'typing over tRPC',
    );
    // Nobody is told about their own typing.
    expect(sb.data.filter((d) => d.data.type === 'user_typing' && d.data.userId === b.id)).toEqual([]);
    // Who comes in now hears of a's typing at once, without a's next start (within its 3 s).
    const sc = subscribeRoom(trpcAs(c), room);
    await eventually(
      () => sc.data.find((d) => d.data.type === 'user_typing' && d.data.userId === a.id && d.data.isTyping),
      'typing for the newcomer',
    );
    sc.subscription.unsubscribe();

    sb.subscription.unsubscribe();
    await socket.next((f) => f.type === 'user_left' && f.userId === b.id, 'user_left when unsubscribed');
  });

  it('refuses rooms the user may not read and callers without a session', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const privateRoom = await freshRoom(t.deps, b.actor, true);
    const aLive = trpcAs(a);
    const refused = subscribeRoom(aLive, privateRoom);
    await eventually(() => refused.errors[0], 'refusal');
    expect(refused.errors[0]).toMatchObject({ message: TEXT.chat.notAMember, data: { code: 'FORBIDDEN' } });

    // A socket without a session is refused at the upgrade, as `/ws` is.
    expect(await upgradeStatus(wsUrl, { origin: ORIGIN }, '/trpc')).toBe(401);
    expect(await upgradeStatus(wsUrl, { origin: ORIGIN, cookie: 'nahbar_session=forged' }, '/trpc')).toBe(
      401,
    );
    await expect(
      trpcAs(a).client.live.typing.mutate({ roomId: privateRoom, isTyping: true }),
    ).rejects.toThrow(TEXT.chat.notAMember);
    // A message of a room a may read, sent after the secret one, arrives on the same socket;
    // the secret one would have come first.
    const publicRoom = await freshRoom(t.deps, b.actor);
    const open = subscribeRoom(aLive, publicRoom);
    await started(open);
    await sendMessage(t.deps, b.actor, { roomId: privateRoom, content: 'secret' });
    await sendMessage(t.deps, b.actor, { roomId: publicRoom, content: 'for everyone' });
    await eventually(() => (messagesOf(open.data).length > 0 ? true : undefined), 'the public message');
    expect(refused.data).toEqual([]);
  });

  it("sends private chat requests and closures on the user's own subscription only", async () => {
    const [a, b, c] = [await liveMember(t.app), await liveMember(t.app), await liveMember(t.app)];
    // Serialised over the wire, so typed loosely: optional fields arrive as optional.
    const ub = recordSubscription<{ type: UserEvent['type']; id?: string }>();
    const uc = recordSubscription<{ type: UserEvent['type']; id?: string }>();
    trpcAs(b).client.live.user.subscribe(undefined, ub.handlers);
    trpcAs(c).client.live.user.subscribe(undefined, uc.handlers);
    // A marker coming through shows each subscription is listening.
    await Promise.all([marked(b.id, ub.data), marked(c.id, uc.data)]);

    const created = await rest(t.app, a, 'POST', '/api/private-chat/create', {
      user1Id: a.id,
      user2Id: b.id,
    });
    const roomId = (created.room as { id: string }).id;
    const request = await eventually(() => ub.data.find((e) => e.type === 'private_chat_request'), 'request');
    expect(request).toMatchObject({ type: 'private_chat_request', roomId, fromUser: { id: a.id } });

    await rest(t.app, a, 'DELETE', `/api/private-chat/${roomId}`, {});
    const closed = await eventually(() => ub.data.find((e) => e.type === 'private_chat_closed'), 'closed');
    expect(closed).toEqual({
      type: 'private_chat_closed',
      closedBy: a.id,
      roomId,
      message: TEXT.chat.privateChatClosedBy(a.actor.username),
    });
    // A marker after them: anything sent c's way before it has arrived by then.
    await marked(c.id, uc.data);
    expect(uc.data.filter((e) => e.type !== 'notification')).toEqual([]);
    expect([...ub.errors, ...uc.errors]).toEqual([]);
  });

  it('resumes after a dropped connection with each missed message exactly once', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const live = trpcAs(a, 1500);
    const sa = subscribeRoom(live, room);
    await started(sa);
    for (const content of ['eins', 'zwei']) await sendMessage(t.deps, b.actor, { roomId: room, content });
    await eventually(() => (messagesOf(sa.data).length === 2 ? true : undefined), 'first two');

    live.dropConnection();
    for (const content of ['drei', 'vier', 'fünf'])
      await sendMessage(t.deps, b.actor, { roomId: room, content });
    // Sent while the client was away: they can only come from the replay.
    expect(live.opens()).toBe(1);
    await eventually(() => (messagesOf(sa.data).length === 5 ? true : undefined), 'missed ones', 5000);
    await sendMessage(t.deps, b.actor, { roomId: room, content: 'sechs' });
    await eventually(() => (messagesOf(sa.data).length >= 6 ? true : undefined), 'live again');
    // One more after them: a repeat of any would have come before it.
    await sendMessage(t.deps, b.actor, { roomId: room, content: 'sieben' });
    await eventually(
      () => (messagesOf(sa.data).some((m) => m.sequenceId === 7) ? true : undefined),
      'sieben',
    );
    expect(messagesOf(sa.data).map((m) => m.content)).toEqual([
      'eins',
      'zwei',
      'drei',
      'vier',
      'fünf',
      'sechs',
      'sieben',
    ]);
    expect(messagesOf(sa.data).map((m) => m.sequenceId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Ids never go back, so a second drop would resume from the right place too.
    const ids = sa.data.map((d) => Number(d.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(sa.errors).toEqual([]);
  });

  it('closes the tRPC socket of a session that logs out', async () => {
    const a = await liveMember(t.app);
    const room = await freshRoom(t.deps, a.actor);
    const live = trpcAs(a);
    const sa = subscribeRoom(live, room);
    await started(sa);
    const socket = live.wsClient.connection?.ws;
    if (!socket) throw new Error('no tRPC socket');
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
    await rest(t.app, a, 'POST', '/api/auth/logout', {});
    expect(await closed).toBe(4001);
    // The ended session cannot open another one either.
    expect(await upgradeStatus(wsUrl, { origin: ORIGIN, cookie: a.cookie }, '/trpc')).toBe(401);
  });
});
