import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp, startTestApp, type TestApp } from './harness';
import { LIMITS, nextAddress } from './rate-limit-fixtures';

/*
 * What a banned member is told when signing in (issue 32): the reason and the end of the ban,
 * on REST and tRPC alike, and nothing else of it; and how to reach the operators.
 */
describe.each(testDatabaseKinds())('ban details on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      supportContact: { kind: 'email', address: 'hilfe@nahbar.example' },
    });
  });
  afterAll(() => t.close());

  const until = new Date(Date.now() + 3 * 24 * 3600 * 1000);

  async function bannedMember(reason: string | null, expiresAt: Date | null) {
    const member = await signUp(t.app);
    await t.deps.db
      .updateTable('users')
      .set({
        isBanned: true,
        banReason: reason,
        banExpiresAt: expiresAt,
        bannedAt: new Date(),
        bannedBy: member.user.id,
      })
      .where('id', '=', member.user.id)
      .execute();
    return member;
  }

  const login = (url: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { username, password },
    });

  it('REST names the reason and the end, and nothing else of the ban', async () => {
    const { user, password } = await bannedMember('Beleidigungen im Chat', until);
    const res = await login('/api/auth/login', user.username, password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Forbidden',
      message: TEXT.auth.bannedWithReason('Beleidigungen im Chat'),
      text: { key: 'auth.bannedWithReason', params: ['Beleidigungen im Chat'] },
      isBanned: true,
      ban: { reason: 'Beleidigungen im Chat', until: until.toISOString() },
    });
  });

  it('tRPC carries the same details in the error data', async () => {
    const { user, password } = await bannedMember('Spam', null);
    const res = await login('/trpc/auth.login', user.username, password);
    expect(res.statusCode).toBe(403);
    const body = res.json() as { error: { data: Record<string, unknown> } };
    expect(body.error.data).toMatchObject({
      appCode: 'FORBIDDEN',
      isBanned: true,
      ban: { reason: 'Spam', until: null },
    });
    expect(Object.keys(body.error.data.ban as object).sort()).toEqual(['reason', 'until']);
    // Neither who banned nor when travels.
    expect(JSON.stringify(body)).not.toMatch(/bannedBy|bannedAt|banned_by/);
  });

  it('reveals no ban to a wrong password, and none once the ban has run out', async () => {
    const { user, password } = await bannedMember('Spam', until);
    const wrong = await login('/api/auth/login', user.username, `${password}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).not.toHaveProperty('ban');
    const trpcWrong = await login('/trpc/auth.login', user.username, `${password}x`);
    expect((trpcWrong.json() as { error: { data: { ban: unknown } } }).error.data.ban).toBeNull();

    const over = await bannedMember('Spam', new Date(Date.now() - 1000));
    expect((await login('/api/auth/login', over.user.username, over.password)).statusCode).toBe(200);
  });

  it('words a blank reason as none', async () => {
    const { user, password } = await bannedMember('   ', null);
    const res = await login('/api/auth/login', user.username, password);
    expect(res.json()).toMatchObject({
      text: { key: 'auth.accountSuspendedFallback', params: [] },
      ban: { reason: null, until: null },
    });
  });

  it('tells anyone, signed in or not, how to reach the operators', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/auth.supportContact' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { data: { contact: { kind: 'email', address: 'hilfe@nahbar.example' } } },
    });
  });
});

describe('the support contact without SUPPORT_CONTACT', () => {
  let t: TestApp;
  beforeAll(async () => {
    const [pglite] = testDatabaseKinds();
    if (!pglite) throw new Error('no PGlite');
    const limits = { ...LIMITS, rates: { ...LIMITS.rates, supportLookups: { points: 2, seconds: 60 } } };
    t = await startTestApp(pglite, { limits });
  });
  afterAll(() => t.close());

  const ask = (from: string) =>
    t.app.inject({ method: 'GET', url: '/trpc/auth.supportContact', remoteAddress: from });

  it('is null, and limited per address', async () => {
    const from = nextAddress();
    expect((await ask(from)).json()).toEqual({ result: { data: { contact: null } } });
    expect((await ask(from)).statusCode).toBe(200);
    expect((await ask(from)).statusCode).toBe(429);
    // Another address is not held up by the first one's asking.
    expect((await ask(nextAddress())).statusCode).toBe(200);
  });
});
