import { type RoomEvent, TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockUser } from '../src/services/blocks/block-user';
import { sendMessage } from '../src/services/messages/send-message';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import { eventually, listen, recordSubscription, trpcLiveClient, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';

type Tracked = { id: string; data: RoomEvent };

/**
 * Edits, deletions, replies and reactions from outside: the documented REST paths, the `/ws`
 * frames and the tRPC room stream, and a reader across a block who gets none of the blocked
 * member's edits or reactions (a ping's pong, sent after them, is the sentinel).
 */
describe.each(testDatabaseKinds())('message changes live, on $name', (kind) => {
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
  const call = (member: LiveMember, method: 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: member.cookie } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    ws = (await listen(t.app)).ws;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    for (const client of clients) await client.close();
    await t.close();
  });

  it('REST and /ws: edit, react, reply and delete reach the room; a blocking reader hears none of the blocked', async () => {
    const [ann, ben, cleo] = [await liveMember(t.app), await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, ann.actor);
    const [annSocket, benSocket, cleoSocket] = [
      await open(ann, room),
      await open(ben, room),
      await open(cleo, room),
    ];
    await blockUser(t.deps, cleo.actor, { userId: ben.id });

    // A reply over /ws, as a client sends it.
    const original = await sendMessage(t.deps, ann.actor, { roomId: room, content: 'Picnic at noon?' });
    benSocket.send({ type: 'message', content: 'Yes!', replyToId: original.id });
    const reply = await annSocket.next(
      (f) => f.type === 'new_message' && (f.message as { content: string }).content === 'Yes!',
      'the reply',
    );
    expect((reply.message as { replyTo: unknown }).replyTo).toEqual({
      id: original.id,
      userId: ann.id,
      displayName: ann.actor.displayName,
      excerpt: 'Picnic at noon?',
      isPhoto: false,
      removed: false,
    });
    const replyId = (reply.message as { id: string }).id;

    const edited = await call(ben, 'PATCH', `/api/messages/${replyId}`, { content: 'Yes, with cake!' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: replyId, content: 'Yes, with cake!' });
    const update = await annSocket.next((f) => f.type === 'message_updated', 'the edit');
    expect(update.message).toMatchObject({
      id: replyId,
      content: 'Yes, with cake!',
      replyTo: { id: original.id },
    });

    const heart = encodeURIComponent('❤️');
    expect((await call(ben, 'PUT', `/api/messages/${original.id}/reactions/${heart}`)).json()).toEqual({
      success: true,
    });
    expect(await annSocket.next((f) => f.type === 'reaction_changed', 'the reaction')).toEqual({
      type: 'reaction_changed',
      roomId: room,
      messageId: original.id,
      emoji: '❤️',
      userId: ben.id,
      displayName: ben.actor.displayName,
      added: true,
    });
    expect((await call(ben, 'DELETE', `/api/messages/${original.id}/reactions/${heart}`)).statusCode).toBe(
      200,
    );
    await annSocket.next(
      (f) => f.type === 'reaction_changed' && f.added === false,
      'the reaction taken back',
    );

    expect((await call(ben, 'DELETE', `/api/messages/${replyId}`)).json()).toEqual({ success: true });
    const deleted = { type: 'message_deleted', roomId: room, messageId: replyId };
    expect(await annSocket.next((f) => f.type === 'message_deleted', 'the deletion')).toEqual(deleted);
    // A tombstone says nothing of its sender: the blocking reader sees it go too.
    expect(await cleoSocket.next((f) => f.type === 'message_deleted', 'the deletion')).toEqual(deleted);

    const from = cleoSocket.frames.length;
    cleoSocket.send({ type: 'ping', timestamp: 7 });
    await cleoSocket.next((f) => f.type === 'pong', 'the sentinel', from);
    expect(cleoSocket.of('message_updated')).toEqual([]);
    expect(cleoSocket.of('reaction_changed')).toEqual([]);
    expect(cleoSocket.of('new_message').map((f) => (f.message as { id: string }).id)).toEqual([original.id]);
  });

  it('REST: refusals carry the catalogue’s words and change nothing', async () => {
    const [ann, ben] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, ann.actor);
    const message = await sendMessage(t.deps, ann.actor, { roomId: room, content: 'mine' });
    const foreign = await call(ben, 'PATCH', `/api/messages/${message.id}`, { content: 'yours' });
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, TEXT.chat.notYourMessage]);
    const notEmoji = await call(ben, 'PUT', `/api/messages/${message.id}/reactions/abc`);
    expect([notEmoji.statusCode, notEmoji.json().message]).toEqual([400, TEXT.chat.reactionNotEmoji]);
    const unknown = await call(ben, 'DELETE', `/api/messages/${crypto.randomUUID()}`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, TEXT.chat.messageNotFound]);
    const malformed = await call(ben, 'DELETE', '/api/messages/not-an-id');
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, TEXT.chat.messageNotFound]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${room}/messages`,
      headers: { cookie: ann.cookie },
    });
    expect(
      page.json().items.map((m: { content: string; reactions?: unknown }) => [m.content, m.reactions]),
    ).toEqual([['mine', undefined]]);
  });

  it('tRPC: the room stream carries the edit, the reaction and the deletion', async () => {
    const [ann, ben] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, ann.actor);
    const live = trpcLiveClient(ws, ann.cookie);
    clients.push(live);
    const stream = recordSubscription<Tracked>();
    live.client.live.room.subscribe({ roomId: room }, stream.handlers);
    await eventually(() => (stream.data.length > 0 ? true : undefined), 'the room stream');
    const benLive = trpcLiveClient(ws, ben.cookie);
    clients.push(benLive);
    const message = await benLive.client.messages.send.mutate({ roomId: room, content: 'typo hre' });
    await benLive.client.messages.edit.mutate({ messageId: message.id, content: 'typo here' });
    await benLive.client.messages.react.mutate({ messageId: message.id, emoji: '👍' });
    await benLive.client.messages.delete.mutate({ messageId: message.id });
    await eventually(
      () => stream.data.find((d) => d.data.type === 'message_deleted'),
      'the deletion on the stream',
    );
    const types = stream.data
      .map((d) => d.data.type)
      .filter((type) => type !== 'room_online_users' && type !== 'user_joined');
    expect(types).toEqual(['new_message', 'message_updated', 'reaction_changed', 'message_deleted']);
  });
});
