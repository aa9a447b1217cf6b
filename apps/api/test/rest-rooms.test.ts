import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp, startTestApp, type TestApp, uniqueName } from './harness';

describe.each(testDatabaseKinds())('REST rooms on $name', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('creates a room with 201 and refuses a taken name in any case with 409 "already exists"', async () => {
    const name = uniqueName('Rest');
    const res = await post(
      '/api/rooms',
      { name: ` ${name} `, description: 'Hi', isPrivate: false, createdBy: alice.user.id },
      alice.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name,
      description: 'Hi',
      isPrivate: false,
      memberIds: [alice.user.id],
    });
    expect(res.json()).toHaveProperty('id');

    const taken = await post('/api/rooms', { name: name.toLowerCase() }, bob.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'Conflict', message: TEXT.chat.roomAlreadyExists });
    expect(taken.json().message).toContain('already exists');
  });

  it('answers a missing name with 400 and the catalogue text', async () => {
    const res = await post('/api/rooms', { name: '  ', isPrivate: false }, alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: TEXT.chat.roomNameRequired });
  });

  it('refuses a createdBy or join userId naming someone else with 403', async () => {
    const res = await post(
      '/api/rooms',
      { name: uniqueName('Forged'), createdBy: bob.user.id },
      alice.cookie,
    );
    expect(res.statusCode).toBe(403);
    const room = (await post('/api/rooms', { name: uniqueName('Open') }, alice.cookie)).json();
    const join = await post(`/api/rooms/${room.id}/join`, { userId: alice.user.id }, bob.cookie);
    expect(join.statusCode).toBe(403);
    expect(join.json()).toMatchObject({ error: 'Forbidden', message: TEXT.auth.forbidden });
  });

  it('lists, shows with members and joins', async () => {
    const room = (await post('/api/rooms', { name: uniqueName('Shown') }, alice.cookie)).json();
    const list = await get('/api/rooms', bob.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: string }) => r.id)).toContain(room.id);

    const joined = await post(`/api/rooms/${room.id}/join`, { userId: bob.user.id }, bob.cookie);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().memberIds).toEqual([alice.user.id, bob.user.id]);
    const noBody = await post(`/api/rooms/${room.id}/join`, {}, bob.cookie);
    expect(noBody.statusCode).toBe(200);

    const shown = await get(`/api/rooms/${room.id}`, bob.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().members.map((m: { username: string }) => m.username)).toEqual([
      alice.user.username,
      bob.user.username,
    ]);
    expect(shown.body).not.toMatch(/passwordHash|latitude|longitude/);
  });

  it('keeps a private room from non-members: not listed, 403 to show, join or read', async () => {
    const room = (
      await post('/api/rooms', { name: uniqueName('Hidden'), isPrivate: true }, alice.cookie)
    ).json();
    const list = await get('/api/rooms', bob.cookie);
    expect(list.json().map((r: { id: string }) => r.id)).not.toContain(room.id);
    for (const res of [
      await get(`/api/rooms/${room.id}`, bob.cookie),
      await post(`/api/rooms/${room.id}/join`, {}, bob.cookie),
      await get(`/api/rooms/${room.id}/messages`, bob.cookie),
      await get(`/api/rooms/${room.id}/messages/since?timestamp=${new Date(0).toISOString()}`, bob.cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'Forbidden', message: TEXT.chat.notAMember });
    }
  });

  it('needs a session and our origin', async () => {
    expect((await get('/api/rooms')).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      payload: { name: uniqueName('Csrf') },
      headers: { origin: 'https://evil.example', cookie: alice.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await get('/api/rooms/00000000-0000-4000-8000-000000000000', alice.cookie)).statusCode).toBe(404);
  });
});
