import { TEXT, type TMessage } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/deps';
import { sendMessage } from '../src/services/messages/send-message';
import { ORIGIN, signUp, startTestApp, type TestApp, uniqueName } from './harness';

describe.each(testDatabaseKinds())('REST messages on $name', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  let aliceActor: Actor;
  beforeAll(async () => {
    t = await startTestApp(kind);
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    const row = await usersQueries.findById(t.deps.db, alice.user.id);
    if (!row) throw new Error('alice not stored');
    aliceActor = row;
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = bob.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const newRoom = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      payload: { name: uniqueName('RestMsg') },
      headers: { origin: ORIGIN, cookie: alice.cookie },
    });
    return res.json().id as string;
  };

  it('pages with limit and the after cursor: 25 messages as 20 then 5', async () => {
    const roomId = await newRoom();
    for (let i = 1; i <= 25; i++) await sendMessage(t.deps, aliceActor, { roomId, content: `n${i}` });
    const first = await get(`/api/rooms/${roomId}/messages`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { items: TMessage[]; nextCursor: string; hasMore: boolean };
    expect(page1.items.map((m) => m.sequenceId)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    expect(page1.hasMore).toBe(true);
    expect(page1.items[0]?.user).toEqual({
      id: alice.user.id,
      displayName: alice.user.username,
      username: alice.user.username,
      gender: 'female',
      avatar: null,
      primaryPhoto: null,
    });
    const second = await get(`/api/rooms/${roomId}/messages?limit=20&after=${page1.nextCursor}`);
    expect(second.json()).toMatchObject({ nextCursor: null, hasMore: false });
    expect(second.json().items.map((m: TMessage) => m.sequenceId)).toEqual([1, 2, 3, 4, 5]);
    const small = await get(`/api/rooms/${roomId}/messages?limit=3`);
    expect(small.json().items.map((m: TMessage) => m.content)).toEqual(['n23', 'n24', 'n25']);
  });

  it('answers /since with the items after the time', async () => {
    const roomId = await newRoom();
    await sendMessage(t.deps, aliceActor, { roomId, content: 'old' });
    // created_at is never rewritten by the app; backdate it by hand.
    await sql`UPDATE messages SET created_at = now() - interval '60 seconds' WHERE room_id = ${roomId}`.execute(
      t.deps.db,
    );
    const since = new Date(Date.now() - 30_000).toISOString();
    await sendMessage(t.deps, aliceActor, { roomId, content: 'new' });
    const res = await get(
      `/api/rooms/${roomId}/messages/since?timestamp=${encodeURIComponent(since)}&limit=100`,
    );
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['items']);
    expect(res.json().items.map((m: TMessage) => m.content)).toEqual(['new']);
  });

  it('answers bad input with 400 from the catalogue', async () => {
    const roomId = await newRoom();
    const cursor = await get(`/api/rooms/${roomId}/messages?after=garbage`);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({ error: 'Bad Request', message: TEXT.chat.invalidCursor });
    const since = await get(`/api/rooms/${roomId}/messages/since`);
    expect(since.json()).toMatchObject({ error: 'Bad Request', message: TEXT.chat.invalidTimestamp });
    const limit = await get(`/api/rooms/${roomId}/messages?limit=0`);
    expect(limit.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const roomId = await newRoom();
    const res = await t.app.inject({ method: 'GET', url: `/api/rooms/${roomId}/messages` });
    expect(res.statusCode).toBe(401);
  });
});
