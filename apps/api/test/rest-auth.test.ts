import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, ORIGIN, registration, signUp, startTestApp, type TestApp, uniqueName } from './harness';

describe.each(testDatabaseKinds())('REST auth on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { origin: ORIGIN, ...headers },
    });

  it('registers with 201, the user, and a hardened 30-day session cookie', async () => {
    const name = uniqueName('Rest');
    const res = await post('/api/auth/register', registration(name));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: name, displayName: name });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^nahbar_session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('answers invalid input with 400 and { error, message } from the catalogue', async () => {
    const res = await post(
      '/api/auth/register',
      registration(uniqueName(), { confirmPassword: 'different' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: TEXT.auth.passwordsDontMatch });
    const minor = await post('/api/auth/register', registration(uniqueName(), { age: 16 }));
    expect(minor.json()).toMatchObject({ error: 'Bad Request', message: TEXT.auth.mustBeAdult });
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error', 'Bad Request');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses a taken username with 409', async () => {
    const { user } = await signUp(t.app);
    const res = await post('/api/auth/register', registration(user.username.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'Conflict', message: TEXT.auth.usernameTaken });
  });

  it('logs in, knows the user by cookie, and logs out for good', async () => {
    const { user, password } = await signUp(t.app);
    const login = await post('/api/auth/login', { username: user.username, password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: user.id, displayName: user.username });
    const cookie = cookiePair(login.headers['set-cookie']);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id });
    expect(me.json()).not.toHaveProperty('passwordHash');
    // The session's user, which live sockets hold for their lifetime, carries no hash either.
    const session = await t.deps.sessions.validate(cookie.split('=')[1] ?? '');
    expect(session?.user.id).toBe(user.id);
    expect(session?.user).not.toHaveProperty('passwordHash');

    const foreign = await post(
      '/api/auth/logout',
      { userId: '00000000-0000-0000-0000-000000000000' },
      { cookie },
    );
    expect(foreign.statusCode).toBe(403);
    const out = await post('/api/auth/logout', { userId: user.id }, { cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/nahbar_session=;.*Max-Age=0/i);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'Unauthorized', message: TEXT.auth.notSignedIn });
  });

  it('fails a wrong password with 401 and isBanned false', async () => {
    const { user } = await signUp(t.app);
    const res = await post('/api/auth/login', { username: user.username, password: 'wrong-one' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Unauthorized',
      message: TEXT.auth.invalidCredentials,
      text: { key: 'auth.invalidCredentials', params: [] },
      isBanned: false,
    });
  });

  it('refuses a banned user with 403 and isBanned true, and ends their sessions', async () => {
    const { user, password, cookie } = await signUp(t.app);
    await t.deps.db.updateTable('users').set({ isBanned: true }).where('id', '=', user.id).execute();
    const res = await post('/api/auth/login', { username: user.username, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Forbidden',
      message: TEXT.auth.accountSuspendedFallback,
      text: { key: 'auth.accountSuspendedFallback', params: [] },
      isBanned: true,
      ban: { reason: null, until: null },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('checks username availability', async () => {
    const { user } = await signUp(t.app);
    const taken = await t.app.inject({
      method: 'GET',
      url: `/api/auth/check-username?username=${user.username.toUpperCase()}`,
    });
    expect(taken.json()).toEqual({ available: false });
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/auth/check-username?username=${uniqueName('free')}`,
    });
    expect(free.json()).toEqual({ available: true });
  });

  it('refuses state changes with a missing or foreign Origin', async () => {
    const body = registration(uniqueName());
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      error: 'Foreign Origin',
      text: { key: 'request.foreignOrigin', params: [ORIGIN] },
    });
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { username: 'x', password: 'y' },
      headers: { origin: 'https://evil.example' },
    });
    expect(trpc.statusCode).toBe(403);
    const upgrade = await t.app.inject({
      method: 'GET',
      url: '/trpc',
      headers: { origin: 'https://evil.example', upgrade: 'websocket', connection: 'upgrade' },
    });
    expect(upgrade.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found', message: 'No such endpoint' });
  });

  it('speaks tRPC over HTTP with the catalogue error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { username: 'nobody_here', password: 'whatever1' },
    });
    expect(res.statusCode).toBe(401);
    const body = res.json() as { error: { message: string; data: { appCode: string; isBanned: boolean } } };
    expect(body.error.message).toBe(TEXT.auth.invalidCredentials);
    expect(body.error.data).toMatchObject({ appCode: 'UNAUTHORIZED', isBanned: false });
    expect(JSON.stringify(body)).not.toMatch(/stack/);
  });
});

describe('cookies behind https', () => {
  it('are Secure when the public origin is https', async () => {
    const [pglite] = testDatabaseKinds();
    if (!pglite) throw new Error('no PGlite');
    const https = 'https://nahbar.example';
    const t = await startTestApp(pglite, {
      publicOrigin: https,
      allowedOrigins: [https],
      secureCookies: true,
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: https },
        payload: registration(uniqueName()),
      });
      expect(res.statusCode).toBe(201);
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });
});
