import { TEXT, TYPING_INDICATOR_TIMEOUT_MS, userTopic, WS_MAX_FRAME_BYTES } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { cookiePair, ORIGIN, startTestApp, type TestApp } from './harness';
import { eventually, type Frame, listen, upgradeStatus, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember, rest } from './live-fixtures';
import { pingPong } from './positive-signals';

describe.each(testDatabaseKinds())('/ws gateway on $name', (kind) => {
  let t: TestApp;
  let url: string;
  const open: WsClient[] = [];
  const connect = async (member: LiveMember) => {
    const client = await WsClient.open(url, member.cookie);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    url = (await listen(t.app)).ws;
  });
  afterAll(async () => {
    for (const client of open) client.socket.terminate();
    await t.close();
  });

  it('refuses upgrades without a session (401) or from a foreign origin (403)', async () => {
    const a = await liveMember(t.app);
    expect(await upgradeStatus(url, { origin: ORIGIN })).toBe(401);
    expect(await upgradeStatus(url, { origin: ORIGIN, cookie: 'nahbar_session=forged' })).toBe(401);
    expect(await upgradeStatus(url, { origin: 'https://evil.example', cookie: a.cookie })).toBe(403);
    expect(await upgradeStatus(url, { origin: ORIGIN, cookie: a.cookie })).toBe(101);
  });

  it('delivers a message to everyone in its room, the sender too, and to no other room', async () => {
    const [a, b, c] = [await liveMember(t.app), await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const elsewhere = await freshRoom(t.deps, c.actor);
    const [wa, wb, wc] = [await connect(a), await connect(b), await connect(c)];
    await wa.join(a.id, room);
    await wb.join(b.id, room);
    await wc.join(c.id, elsewhere);

    wa.send({
      type: 'message',
      content: 'Hallo zusammen',
      messageType: 'text',
      mentionedUserIds: [],
      clientMessageId: 'c1',
    });
    for (const client of [wa, wb]) {
      const frame = await client.next((f) => f.type === 'new_message', 'new_message');
      expect(frame.message).toMatchObject({
        roomId: room,
        userId: a.id,
        sequenceId: 1,
        content: 'Hallo zusammen',
        clientMessageId: 'c1',
        user: { id: a.id, username: a.actor.username },
      });
    }
    // A later message in c's own room: anything sent c's way before it has arrived by then.
    await sendMessage(t.deps, c.actor, { roomId: elsewhere, content: 'Hier drüben' });
    await wc.next((f) => f.type === 'new_message', 'the message of its own room');
    expect(wc.of('new_message').map((f) => (f.message as { roomId: string }).roomId)).toEqual([elsewhere]);
    await pingPong(wa);
    expect(wa.of('error')).toEqual([]);
  });

  it('tracks presence across tabs: joined once, left only when the last tab goes', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const wa = await connect(a);
    await wa.join(a.id, room);
    expect(wa.of('room_online_users').at(-1)).toEqual({
      type: 'room_online_users',
      roomId: room,
      onlineUsers: [a.id],
    });

    const tab1 = await connect(b);
    await tab1.join(b.id, room);
    await wa.next((f) => f.type === 'user_joined' && f.userId === b.id, 'user_joined');
    const list = await wa.next(
      (f) => f.type === 'room_online_users' && (f.onlineUsers as string[]).length === 2,
      'both online',
    );
    expect([...(list.onlineUsers as string[])].sort()).toEqual([a.id, b.id].sort());

    const tab2 = await connect(b);
    await tab2.join(b.id, room);
    await tab1.close();
    // A pong to a that b's tab closed before: a user_left for it would have come first.
    await pingPong(wa);
    expect(wa.frames.filter((f) => f.type === 'user_left')).toEqual([]);
    expect(wa.of('user_joined').filter((f) => f.userId === b.id)).toHaveLength(1);

    await tab2.close();
    await wa.next((f) => f.type === 'user_left' && f.userId === b.id, 'user_left');
    await wa.next(
      (f) => f.type === 'room_online_users' && (f.onlineUsers as string[]).join() === a.id,
      'only a online',
    );
  });

  it('passes typing on and clears it 3 s after the last start', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const [wa, wb] = [await connect(a), await connect(b)];
    await wa.join(a.id, room);
    await wb.join(b.id, room);

    const started = Date.now();
    wa.send({ type: 'typing', isTyping: true });
    await wb.next((f) => f.type === 'user_typing' && f.isTyping === true, 'typing start');
    expect(wb.of('user_typing').at(-1)).toEqual({
      type: 'user_typing',
      roomId: room,
      userId: a.id,
      isTyping: true,
    });
    await wb.next((f) => f.type === 'user_typing' && f.isTyping === false, 'typing cleared', 0, 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TYPING_INDICATOR_TIMEOUT_MS - 50);
    // The typist is not told about their own typing.
    expect(wa.of('user_typing')).toEqual([]);

    wa.send({ type: 'typing', isTyping: true });
    wa.send({ type: 'typing', isTyping: false });
    await eventually(() => (wb.of('user_typing').length >= 4 ? true : undefined), 'start and stop');
    expect(wb.of('user_typing').map((f) => f.isTyping)).toEqual([true, false, true, false]);
  }, 15_000);

  it('shows who is typing to a member who comes in meanwhile, unless one blocked the other', async () => {
    const [a, b, c, d] = [
      await liveMember(t.app),
      await liveMember(t.app),
      await liveMember(t.app),
      await liveMember(t.app),
    ];
    const room = await freshRoom(t.deps, a.actor);
    await rest(t.app, d, 'POST', `/api/users/${d.id}/blocked-users`, { blockedId: a.id });
    // Everyone connected first: the joins after the start then take well under its 3 s.
    const [wa, wb, wc, wd] = [await connect(a), await connect(b), await connect(c), await connect(d)];
    await wa.join(a.id, room);
    await wb.join(b.id, room);
    wa.send({ type: 'typing', isTyping: true });
    await wb.next((f) => f.type === 'user_typing' && f.userId === a.id, 'typing start');

    // No second start from a: c hears of the first as it comes in.
    await wc.join(c.id, room);
    await wd.join(d.id, room);
    expect(wc.of('user_typing')).toEqual([
      { type: 'user_typing', roomId: room, userId: a.id, isTyping: true },
    ]);
    await pingPong(wd);
    expect(wd.of('user_typing')).toEqual([]);
    expect(wa.of('user_typing')).toEqual([]);
  });

  it('answers ping with pong and bad frames with error frames, keeping the socket open', async () => {
    const a = await liveMember(t.app);
    const wa = await connect(a);
    wa.send({ type: 'ping', timestamp: 12345 });
    expect(await wa.next((f) => f.type === 'pong', 'pong')).toEqual({ type: 'pong', timestamp: 12345 });

    const errors: string[] = [];
    const expectError = async (frame: unknown, message: string) => {
      const from = wa.frames.length;
      wa.send(frame);
      const error = await wa.next((f) => f.type === 'error', `error for ${String(frame)}`, from);
      expect(error).toEqual({ type: 'error', message });
      errors.push(message);
    };
    await expectError('{"type": "join", ', TEXT.live.invalidJson);
    await expectError('[1,2]', TEXT.live.invalidFrame);
    await expectError({ type: 'dance' }, TEXT.live.unknownFrameType('dance'));
    await expectError({ type: 'typing', isTyping: 'yes' }, TEXT.live.invalidFrame);
    await expectError({ type: 'join', roomId: 'not-a-room' }, TEXT.chat.roomNotFound);
    await expectError(
      { type: 'join', roomId: '00000000-0000-4000-8000-000000000000' },
      TEXT.chat.roomNotFound,
    );
    await expectError({ type: 'message', content: 'hi' }, TEXT.chat.noActiveRoom);
    await expectError({ type: 'typing', isTyping: true }, TEXT.chat.noActiveRoom);

    const room = await freshRoom(t.deps, a.actor);
    await wa.join(a.id, room);
    await expectError({ type: 'message', content: '   ' }, TEXT.chat.messageBlank);
    expect(errors).toHaveLength(9);
    wa.send({ type: 'ping', timestamp: 'still here' });
    await wa.next((f) => f.type === 'pong' && f.timestamp === 'still here', 'second pong');
  });

  it("refuses someone else's user id and rooms the user may not read", async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const privateRoom = await freshRoom(t.deps, b.actor, true);
    const publicRoom = await freshRoom(t.deps, b.actor);
    const wa = await connect(a);
    wa.send({ type: 'join', userId: b.id, roomId: publicRoom });
    await wa.next((f) => f.type === 'error' && f.message === TEXT.auth.forbidden, 'foreign user id');
    wa.send({ type: 'join', userId: a.id, roomId: privateRoom });
    await wa.next((f) => f.type === 'error' && f.message === TEXT.chat.notAMember, 'private room');
    wa.send({ type: 'leave', userId: b.id, roomId: publicRoom });
    await eventually(() => (wa.of('error').length === 3 ? true : undefined), 'foreign leave');
    expect(wa.of('error')[2]).toEqual({ type: 'error', message: TEXT.auth.forbidden });

    // Nothing of the private room reaches the refused socket: a message of a room it may
    // read, sent after, arrives alone.
    await wa.join(a.id, publicRoom);
    await sendMessage(t.deps, b.actor, { roomId: privateRoom, content: 'members only' });
    await sendMessage(t.deps, b.actor, { roomId: publicRoom, content: 'for everyone' });
    await wa.next((f) => f.type === 'new_message', 'the public message');
    expect(wa.of('new_message').map((f) => (f.message as { content: string }).content)).toEqual([
      'for everyone',
    ]);
    expect(wa.socket.readyState).toBe(wa.socket.OPEN);
  });

  it('sends private chat requests and closures to the other user only, then refuses the closed chat', async () => {
    const [a, b, c] = [await liveMember(t.app), await liveMember(t.app), await liveMember(t.app)];
    const [wa, wb, wc] = [await connect(a), await connect(b), await connect(c)];
    const created = await rest(t.app, a, 'POST', '/api/private-chat/create', {
      user1Id: a.id,
      user2Id: b.id,
    });
    const roomId = (created.room as { id: string }).id;

    const request = await wb.next((f) => f.type === 'private_chat_request', 'private_chat_request');
    expect(request).toMatchObject({ roomId, fromUser: { id: a.id, username: a.actor.username } });
    expect(request.fromUser).not.toHaveProperty('passwordHash');

    await wb.join(b.id, roomId);
    wb.send({ type: 'message', content: 'Hi A' });
    await wb.next((f) => f.type === 'new_message', 'chat message');
    wc.send({ type: 'join', userId: c.id, roomId });
    await wc.next((f) => f.type === 'error' && f.message === TEXT.chat.notAMember, 'outsider refused');

    await rest(t.app, a, 'DELETE', `/api/private-chat/${roomId}`, { userId: a.id });
    const closed = await wb.next((f) => f.type === 'private_chat_closed', 'private_chat_closed');
    expect(closed).toEqual({
      type: 'private_chat_closed',
      closedBy: a.id,
      roomId,
      message: TEXT.chat.privateChatClosedBy(a.actor.username),
    });
    const from = wb.frames.length;
    wb.send({ type: 'message', content: 'Still there?' });
    expect(await wb.next((f) => f.type === 'error', 'closed chat', from)).toEqual({
      type: 'error',
      message: TEXT.chat.chatUnavailableDetail,
    });
    // Later requests to c and to a: anything sent their way before has arrived by then.
    await rest(t.app, b, 'POST', '/api/private-chat/create', { user1Id: b.id, user2Id: c.id });
    await rest(t.app, c, 'POST', '/api/private-chat/create', { user1Id: c.id, user2Id: a.id });
    const fromWhom = (frames: Frame[]) => frames.map((f) => (f.fromUser as { id: string }).id);
    await wc.next((f) => f.type === 'private_chat_request', 'the request from b');
    await wa.next((f) => f.type === 'private_chat_request', 'the request from c');
    expect(fromWhom(wc.of('private_chat_request'))).toEqual([b.id]);
    expect(wc.of('private_chat_closed')).toEqual([]);
    expect(fromWhom(wa.of('private_chat_request'))).toEqual([c.id]);
  });

  it('announces a new public room to every member as room_created, and a private one to its creator only', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const [wa, wb] = [await connect(a), await connect(b)];
    const secret = await rest(t.app, a, 'POST', '/api/rooms', {
      name: `Geheim ${Date.now()}`,
      isPrivate: true,
    });
    const open = await rest(t.app, a, 'POST', '/api/rooms', {
      name: `Offen ${Date.now()}`,
      isPrivate: false,
    });
    // The public room came after the private one: b has everything meant for b once it is here.
    const announced = await wb.next((f) => f.type === 'room_created', 'the public room on b');
    expect(announced.room).toMatchObject({ id: open.id, isPrivate: false, isMember: false, memberCount: 1 });
    expect(wb.of('room_created')).toHaveLength(1);
    const own = await wa.next((f) => f.type === 'room_created', 'the private room on a');
    expect(own.room).toMatchObject({ id: secret.id, isPrivate: true, isMember: true });
    const again = await wa.next(
      (f) => f.type === 'room_created' && (f.room as { id: string }).id === open.id,
      'the public room on a',
    );
    expect(again.room).toMatchObject({ isMember: true });
  });

  it('closes the socket with 1009 when a frame is over 64 KiB', async () => {
    const a = await liveMember(t.app);
    const wa = await connect(a);
    wa.send({ type: 'message', content: 'x'.repeat(WS_MAX_FRAME_BYTES) });
    expect((await wa.closed).code).toBe(1009);
  });

  it('closes the sockets of a session that logs out, and leaves the room for it', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const [wa, wb] = [await connect(a), await connect(b)];
    await wa.join(a.id, room);
    await wb.join(b.id, room);
    await rest(t.app, b, 'POST', '/api/auth/logout', {});
    expect((await wb.closed).code).toBe(4001);
    await wa.next((f) => f.type === 'user_left' && f.userId === b.id, 'user_left after logout');
  });

  it('re-checks its session when told access changed, as a logout on another instance does', async () => {
    const a = await liveMember(t.app);
    const wa = await connect(a);
    const sessionId = t.deps.sessions.readCookie(a.cookie);
    if (!sessionId) throw new Error('no session id in the cookie');
    // A second session of a's, ended: its socket closing shows the check has run.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { username: a.actor.username, password: 'secret123' },
    });
    const otherCookie = cookiePair(login.headers['set-cookie']);
    const otherSessionId = t.deps.sessions.readCookie(otherCookie);
    if (!otherSessionId) throw new Error('no session id in the second cookie');
    const other = await connect({ ...a, cookie: otherCookie });
    await t.deps.sessions.invalidate(otherSessionId);
    await t.deps.bus.publish(userTopic(a.id), { type: 'access_changed' });
    expect((await other.closed).code).toBe(4001);
    await pingPong(wa);
    expect(wa.socket.readyState).toBe(wa.socket.OPEN);
    // Only the session row goes, as it would when another instance ends it.
    await t.deps.sessions.invalidate(sessionId);
    await t.deps.bus.publish(userTopic(a.id), { type: 'access_changed' });
    expect((await wa.closed).code).toBe(4001);
  });

  it('resumes after a reconnect with each missed message exactly once', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const first = await connect(a);
    await first.join(a.id, room);
    for (const content of ['one', 'two']) await sendMessage(t.deps, b.actor, { roomId: room, content });
    await eventually(() => (first.sequenceIds().length === 2 ? true : undefined), 'first two');
    const last = Math.max(...first.sequenceIds());
    await first.close();

    for (const content of ['three', 'four', 'five'])
      await sendMessage(t.deps, b.actor, { roomId: room, content });
    const again = await connect(a);
    await again.join(a.id, room, last);
    await sendMessage(t.deps, b.actor, { roomId: room, content: 'six' });
    await eventually(() => (again.sequenceIds().length >= 4 ? true : undefined), 'missed and live');
    // One more after them: a repeat of any would have come before it.
    await sendMessage(t.deps, b.actor, { roomId: room, content: 'seven' });
    await again.next(
      (f) => f.type === 'new_message' && (f.message as { sequenceId: number }).sequenceId === 7,
      'seven',
    );
    expect(again.sequenceIds()).toEqual([3, 4, 5, 6, 7]);
    expect(again.of('new_message').map((f) => (f.message as { content: string }).content)).toEqual([
      'three',
      'four',
      'five',
      'six',
      'seven',
    ]);
  });
});
