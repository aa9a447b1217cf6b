import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from './harness';

describe.each(testDatabaseKinds())('REST search on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers { results } for each kind, and refuses ids of someone else', async () => {
    const { cookie, user } = await signUp(t.app);
    for (const kind of ['messages', 'users', 'rooms']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/search/${kind}?q=lobby&limit=10`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('results');
    }
    const rooms = await t.app.inject({
      method: 'GET',
      url: `/api/search/rooms?q=lob&userId=${user.id}`,
      headers: { cookie },
    });
    expect(rooms.json().results.map((r: { name: string }) => r.name)).toEqual(['Lobby']);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/search/users?q=abc&currentUserId=00000000-0000-0000-0000-000000000000',
      headers: { cookie },
    });
    expect(foreign.statusCode).toBe(403);
    const short = await t.app.inject({ method: 'GET', url: '/api/search/users?q=a', headers: { cookie } });
    expect(short.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/search/rooms?q=lobby' })).statusCode).toBe(401);
  });
});
