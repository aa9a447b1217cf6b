import { TEXT, userTopic } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { record, rejection } from './chat-fixtures';
import { ORIGIN, signUp, startTestApp, type TestApp } from './harness';

describe.each(testDatabaseKinds())('REST private chats on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'DELETE', url: string, payload: unknown, cookie: string) =>
    t.app.inject({ method, url, payload: payload as object, headers: { origin: ORIGIN, cookie } });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('creates with { room, otherUser }, returns the open chat again, and feeds chat-data', async () => {
    const anna = await signUp(t.app);
    const ben = await signUp(t.app);
    const created = await send(
      'POST',
      '/api/private-chat/create',
      { user1Id: anna.user.id, user2Id: ben.user.id },
      anna.cookie,
    );
    expect(created.statusCode).toBe(200);
    expect(Object.keys(created.json()).sort()).toEqual(['otherUser', 'room']);
    expect(created.json().otherUser).toMatchObject({ id: ben.user.id, username: ben.user.username });
    const roomId = created.json().room.id as string;
    const again = await send('POST', '/api/private-chat/create', { user2Id: ben.user.id }, anna.cookie);
    expect(again.json().room.id).toBe(roomId);

    const data = await get(`/api/chat-data/${ben.user.id}`, ben.cookie);
    expect(data.statusCode).toBe(200);
    expect(data.json().privateRooms).toEqual([
      {
        id: roomId,
        participant1Id: ben.user.id,
        participant2: expect.objectContaining({ id: anna.user.id }),
        roomId,
        createdAt: created.json().room.createdAt,
      },
    ]);
    expect(data.json().rooms.length).toBeGreaterThan(0);
    expect(data.body).not.toMatch(/passwordHash|latitude/);
  });

  it('refuses ids naming someone else with 403', async () => {
    const anna = await signUp(t.app);
    const ben = await signUp(t.app);
    const forged = await send(
      'POST',
      '/api/private-chat/create',
      { user1Id: ben.user.id, user2Id: anna.user.id },
      anna.cookie,
    );
    expect(forged.statusCode).toBe(403);
    expect((await get(`/api/chat-data/${ben.user.id}`, anna.cookie)).statusCode).toBe(403);
    const { room } = (
      await send('POST', '/api/private-chat/create', { user2Id: ben.user.id }, anna.cookie)
    ).json();
    const foreignClose = await send(
      'DELETE',
      `/api/private-chat/${room.id}`,
      { userId: ben.user.id },
      anna.cookie,
    );
    expect(foreignClose.statusCode).toBe(403);
    const self = await send('POST', '/api/private-chat/create', { user2Id: anna.user.id }, anna.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(TEXT.chat.cannotChatWithYourself);
  });

  it('closes: the other side hears of it, and the chat refuses sends as unavailable', async () => {
    const anna = await signUp(t.app);
    const ben = await signUp(t.app);
    const { room } = (
      await send('POST', '/api/private-chat/create', { user2Id: ben.user.id }, anna.cookie)
    ).json();
    const bens = record(t.deps, userTopic(ben.user.id));
    const res = await send('DELETE', `/api/private-chat/${room.id}`, { userId: anna.user.id }, anna.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await bens.waitFor(1)).toEqual([
      {
        type: 'private_chat_closed',
        closedBy: anna.user.id,
        roomId: room.id,
        message: TEXT.chat.privateChatClosedBy(anna.user.username),
      },
    ]);
    bens.stop();
    const benRow = await usersQueries.findById(t.deps.db, ben.user.id);
    if (!benRow) throw new Error('ben not stored');
    expect(
      await rejection(sendMessage(t.deps, benRow, { roomId: room.id, content: 'hallo?' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: TEXT.chat.chatUnavailableDetail,
    });
    expect((await get(`/api/chat-data/${ben.user.id}`, ben.cookie)).json().privateRooms).toEqual([]);
  });
});
