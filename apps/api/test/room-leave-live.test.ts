import { type RoomEvent, TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { inviteToRoom } from '../src/services/rooms/invite-to-room';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import { eventually, listen, recordSubscription, trpcLiveClient, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';

type Tracked = { id: string; data: RoomEvent };
const contentsOf = (frames: { type: string; message?: unknown }[]) =>
  frames.flatMap((f) => (f.type === 'new_message' ? [(f.message as { content: string }).content] : []));

/** Leaving a room over REST and tRPC ends the leaver's live share of it on both transports. */
describe.each(testDatabaseKinds())('leaving a room live, on $name', (kind) => {
  let t: TestApp;
  let ws: string;
  const sockets: WsClient[] = [];
  const clients: ReturnType<typeof trpcLiveClient>[] = [];
  const open = async (member: LiveMember, roomId: string) => {
    const socket = await WsClient.open(ws, member.cookie);
    sockets.push(socket);
    await socket.join(member.id, roomId);
    return socket;
  };
  const leaveOverRest = (member: LiveMember, roomId: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/rooms/${roomId}/leave`,
      headers: { origin: ORIGIN, cookie: member.cookie },
      payload,
    });
  /** A private room of `owner`'s with the guests in it. */
  const privateRoom = async (owner: LiveMember, guests: LiveMember[]) => {
    const room = await freshRoom(t.deps, owner.actor, true);
    for (const guest of guests) await inviteToRoom(t.deps, owner.actor, { roomId: room, userId: guest.id });
    return room;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ws = (await listen(t.app)).ws;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    for (const client of clients) await client.close();
    await t.close();
  });

  it('REST: the leaver’s /ws socket is moved out and hears no more; the others see them leave', async () => {
    const [owner, leaver] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await privateRoom(owner, [leaver]);
    const [ownerSocket, leaverSocket] = [await open(owner, room), await open(leaver, room)];

    const res = await leaveOverRest(leaver, room, { userId: leaver.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await ownerSocket.next(
      (f) => f.type === 'user_left' && f.userId === leaver.id && f.memberLeft === true,
      'the leave, told to the room',
    );
    await leaverSocket.next((f) => f.type === 'error' && f.message === TEXT.chat.notAMember, 'moved out');

    await sendMessage(t.deps, owner.actor, { roomId: room, content: 'after you left' });
    await ownerSocket.next((f) => f.type === 'new_message', 'the message, to who stayed');
    // The sentinel: the leaver's pong comes after anything the room sent them before it.
    const from = leaverSocket.frames.length;
    leaverSocket.send({ type: 'ping', timestamp: 1 });
    await leaverSocket.next((f) => f.type === 'pong', 'the pong', from);
    expect(contentsOf(leaverSocket.frames)).toEqual([]);
    expect(leaverSocket.of('room_left')).toEqual([{ type: 'room_left', roomId: room }]);
  });

  it('REST: refuses another member’s id, and a room one is not in', async () => {
    const [owner, guest, stranger] = [
      await liveMember(t.app),
      await liveMember(t.app),
      await liveMember(t.app),
    ];
    const room = await privateRoom(owner, [guest]);
    const foreign = await leaveOverRest(stranger, room, { userId: guest.id });
    expect(foreign.statusCode).toBe(403);
    const notIn = await leaveOverRest(stranger, room);
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json()).toMatchObject({ message: TEXT.chat.notAMember });
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/rooms/${room}/leave`,
      headers: { origin: ORIGIN },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('tRPC: the leaver’s room stream ends with the refusal and carries nothing after it', async () => {
    const [owner, leaver] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await privateRoom(owner, [leaver]);
    const publicRoom = await freshRoom(t.deps, owner.actor);
    const live = trpcLiveClient(ws, leaver.cookie);
    clients.push(live);
    const inRoom = recordSubscription<Tracked>();
    live.client.live.room.subscribe({ roomId: room }, inRoom.handlers);
    const elsewhere = recordSubscription<Tracked>();
    live.client.live.room.subscribe({ roomId: publicRoom }, elsewhere.handlers);
    await eventually(() => (inRoom.data.length > 0 ? true : undefined), 'the room stream');
    await eventually(() => (elsewhere.data.length > 0 ? true : undefined), 'the other stream');
    const ownerSocket = await open(owner, room);

    await live.client.rooms.leave.mutate({ roomId: room });
    await eventually(() => inRoom.errors[0], 'the end of the stream');
    expect(inRoom.errors[0]).toMatchObject({ message: TEXT.chat.notAMember, data: { code: 'FORBIDDEN' } });
    await ownerSocket.next((f) => f.type === 'user_left' && f.userId === leaver.id, 'the leave');

    await sendMessage(t.deps, owner.actor, { roomId: room, content: 'not for you' });
    await sendMessage(t.deps, owner.actor, { roomId: publicRoom, content: 'sentinel' });
    // The sentinel comes over the same socket, after the message it would have been given.
    await eventually(
      () =>
        elsewhere.data.find((d) => d.data.type === 'new_message' && d.data.message.content === 'sentinel'),
      'the sentinel',
    );
    expect(inRoom.data.filter((d) => d.data.type === 'new_message')).toEqual([]);
  });
});
