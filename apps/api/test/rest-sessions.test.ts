import { TEXT, ZActiveSession } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startHousekeeping } from '../src/services/housekeeping/start-housekeeping';
import { cookiePair, ORIGIN, signUp } from './harness';
import { liveTestBed } from './live-test-bed';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The account tab's active sessions (ours): list, sign out one, sign out all others. */
describe.each(testDatabaseKinds())('active sessions on $name', (kind) => {
  const bed = liveTestBed(kind);
  const { call } = bed;

  /** Signs the member in once more, from a browser that says `userAgent`; its cookie. */
  async function signInFrom(username: string, userAgent: string): Promise<string> {
    const res = await bed.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'user-agent': userAgent },
      payload: { username, password: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
    return cookiePair(res.headers['set-cookie']);
  }

  const listOf = async (id: string, cookie: string) => {
    const res = await call('GET', `/api/users/${id}/sessions`, cookie);
    expect(res.statusCode).toBe(200);
    return z.array(ZActiveSession).parse(res.json());
  };

  it('lists each device with browser and system, one’s own first, and never a session id', async () => {
    const ann = await signUp(bed.t.app);
    const phone = await signInFrom(ann.user.username, SAFARI_ON_IPHONE);
    const laptop = await signInFrom(ann.user.username, FIREFOX_ON_LINUX);
    const sessions = await listOf(ann.user.id, laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Firefox', os: 'Linux' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Safari', os: 'iOS', current: false }),
    );
    const body = JSON.stringify(sessions);
    for (const cookie of [ann.cookie, phone, laptop]) expect(body).not.toContain(cookie.split('=')[1]);
  });

  it('signs out one other device: its requests and its socket end, the rest stay', async () => {
    const ann = await signUp(bed.t.app);
    const phone = await signInFrom(ann.user.username, SAFARI_ON_IPHONE);
    const phoneSocket = await bed.connect({
      cookie: phone,
      actor: await bed.actorOf(ann.user.id),
      id: ann.user.id,
    });
    const sessions = await listOf(ann.user.id, ann.cookie);
    const target = sessions.find((s) => s.browser === 'Safari');
    expect(target).toBeDefined();

    const res = await call('DELETE', `/api/users/${ann.user.id}/sessions/${target?.handle}`, ann.cookie);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', ann.cookie)).statusCode).toBe(200);
    await expect(phoneSocket.closed).resolves.toMatchObject({ code: expect.any(Number) });
    expect(await listOf(ann.user.id, ann.cookie)).toHaveLength(1);

    // Ending it again finds nothing, and says so.
    const again = await call('DELETE', `/api/users/${ann.user.id}/sessions/${target?.handle}`, ann.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: TEXT.account.sessionNotFound });
  });

  it('signs out every other device and keeps the asking one', async () => {
    const ann = await signUp(bed.t.app);
    const phone = await signInFrom(ann.user.username, SAFARI_ON_IPHONE);
    const laptop = await signInFrom(ann.user.username, FIREFOX_ON_LINUX);
    const res = await call('DELETE', `/api/users/${ann.user.id}/sessions`, laptop);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await call('GET', '/api/auth/user', laptop)).statusCode).toBe(200);
    for (const cookie of [ann.cookie, phone])
      expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    expect(await listOf(ann.user.id, laptop)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('never reaches another member’s sessions: their paths are 403, their handles not found', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    const [bens] = await listOf(ben.user.id, ben.cookie);
    expect((await call('GET', `/api/users/${ben.user.id}/sessions`, ann.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/users/${ben.user.id}/sessions`, ann.cookie)).statusCode).toBe(403);
    const byHandle = await call('DELETE', `/api/users/${ann.user.id}/sessions/${bens?.handle}`, ann.cookie);
    expect(byHandle.statusCode).toBe(404);
    expect((await call('GET', '/api/auth/user', ben.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${ann.user.id}/sessions`, null)).statusCode).toBe(401);
  });

  it('refuses a malformed handle with the catalogue’s text', async () => {
    const ann = await signUp(bed.t.app);
    for (const handle of ['x', 'a'.repeat(500), '%00'.repeat(22), '!'.repeat(22)]) {
      const res = await call('DELETE', `/api/users/${ann.user.id}/sessions/${handle}`, ann.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: TEXT.account.sessionNotFound });
    }
  });

  it('moves "last used" forward on use, at most every five minutes', async () => {
    const ann = await signUp(bed.t.app);
    const setLastUsed = (minutesAgo: number) =>
      bed.t.deps.db
        .updateTable('sessions')
        .set({ lastUsedAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where('userId', '=', ann.user.id)
        .execute();
    const lastUsed = async () => Date.parse((await listOf(ann.user.id, ann.cookie))[0]?.lastUsedAt ?? '');

    await setLastUsed(2);
    const recent = await lastUsed();
    expect(Date.now() - recent).toBeGreaterThan(60_000);
    await setLastUsed(10);
    expect(Date.now() - (await lastUsed())).toBeLessThan(60_000);
  });

  it('housekeeping removes sessions past their expiry, and only those', async () => {
    const ann = await signUp(bed.t.app);
    const phone = await signInFrom(ann.user.username, SAFARI_ON_IPHONE);
    const phoneId = phone.split('=')[1] ?? '';
    await bed.t.deps.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', phoneId)
      .execute();
    const sessionIds = () =>
      bed.t.deps.db.selectFrom('sessions').select('id').where('userId', '=', ann.user.id).execute();
    const failures: unknown[] = [];
    const stop = startHousekeeping(bed.t.deps, (error) => failures.push(error), 20);
    try {
      for (let i = 0; i < 100 && (await sessionIds()).length > 1; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      stop();
    }
    expect((await sessionIds()).map((row) => row.id)).toEqual([ann.cookie.split('=')[1]]);
    expect(failures).toEqual([]);
  });

  it('keeps a hostile user agent short and free of control bytes', async () => {
    const ann = await signUp(bed.t.app);
    await signInFrom(ann.user.username, `Evil\u0001Browser ${'x'.repeat(5000)}`);
    const stored = await bed.t.deps.db
      .selectFrom('sessions')
      .select('userAgent')
      .where('userId', '=', ann.user.id)
      .where('userAgent', 'like', 'Evil%')
      .executeTakeFirstOrThrow();
    expect(stored.userAgent).toMatch(/^EvilBrowser x+$/);
    expect(stored.userAgent?.length).toBe(300);
  });
});
