import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import { listen, rawTrpc } from './live-clients';
import { LIMITS, type Member, member, nextAddress } from './rate-limit-fixtures';

type Path = 'account.changePassword' | 'account.delete';

/** The input of a password-checking call with `password` as the current one. */
function inputOf(path: Path, password: string): object {
  return path === 'account.delete'
    ? { confirmPassword: password }
    : { currentPassword: password, newPassword: 'changed123', confirmPassword: 'changed123' };
}

interface Answer {
  statusCode: number;
  key: string | undefined;
}

describe.each(testDatabaseKinds())('password checks of signed-in members, on $name', (kind) => {
  let limited: TestApp;
  let open: TestApp;
  let openWs: string;
  beforeAll(async () => {
    limited = await startTestApp(kind, { limits: LIMITS });
    open = await startTestApp(kind);
    openWs = (await listen(open.app)).ws;
  });
  afterAll(async () => {
    await limited?.close();
    await open?.close();
  });

  /** One password check over REST or tRPC (HTTP), from the member's address. */
  const check = async (m: Member, via: 'rest' | 'trpc', path: Path, password: string, ip: string) => {
    const rest = path === 'account.delete' ? ['DELETE', 'account'] : ['PUT', 'password'];
    const res = await limited.app.inject({
      method: via === 'rest' ? (rest[0] as 'DELETE' | 'PUT') : 'POST',
      url: via === 'rest' ? `/api/users/${m.actor.id}/${rest[1]}` : `/trpc/${path}`,
      remoteAddress: ip,
      headers: { origin: ORIGIN, cookie: m.cookie },
      payload: inputOf(path, password),
    });
    const body = res.json() as { text?: { key: string }; error?: { data: { text: { key: string } | null } } };
    const key = via === 'rest' ? body.text?.key : (body.error?.data.text?.key ?? undefined);
    return { statusCode: res.statusCode, key } satisfies Answer;
  };

  const signIn = (m: Member, password: string, ip: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: { origin: ORIGIN },
      payload: { username: m.username, password },
    });

  const cases = [
    ['rest', 'account.changePassword'],
    ['rest', 'account.delete'],
    ['trpc', 'account.changePassword'],
    ['trpc', 'account.delete'],
  ] as const;

  it.each(cases)('slows down guesses of the current password over %s (%s)', async (via, path) => {
    const m = await member(limited.app);
    const ip = nextAddress();
    const answers: Answer[] = [];
    for (let n = 0; n < 7; n += 1) answers.push(await check(m, via, path, `guess-${n}`, ip));
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 429]);
    expect(answers[0]?.key).toBe('account.wrongPassword');
    expect(answers[6]?.key).toBe('limits.tooFast');
    // The right password waits as well: the guesser learns nothing, the account stays as it was.
    expect((await check(m, via, path, m.password, ip)).statusCode).toBe(429);
    expect((await signIn(m, m.password, nextAddress())).statusCode).toBe(200);
  });

  // Past the day's twenty free failures of a username, each further one makes it wait 1 s, 2 s, …
  // everywhere: the one request right after the twenty-first sees the first second.
  it('counts wrong sign-ins against the password checks of the member', async () => {
    const m = await member(limited.app);
    for (let n = 0; n < 21; n += 1)
      expect((await signIn(m, `guess-${n}`, nextAddress())).statusCode).toBe(401);
    const answer = await check(m, 'rest', 'account.delete', m.password, nextAddress());
    expect(answer).toEqual({ statusCode: 429, key: 'limits.tooFast' });
  });

  it('counts wrong password checks against signing in as the member', async () => {
    const m = await member(limited.app);
    for (let n = 0; n < 21; n += 1) {
      const path = n % 2 ? 'account.delete' : 'account.changePassword';
      expect((await check(m, 'trpc', path, `guess-${n}`, nextAddress())).statusCode).toBe(403);
    }
    const fresh = await signIn(m, m.password, nextAddress());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toMatchObject({ text: { key: 'limits.signInWait' } });
  });

  it('slows the username everywhere after guesses from many addresses, and lets the owner in from home', async () => {
    const m = await member(limited.app);
    const home = nextAddress();
    expect((await signIn(m, m.password, home)).statusCode).toBe(200);
    for (let n = 0; n < 21; n += 1)
      expect((await signIn(m, `guess-${n}`, nextAddress())).statusCode).toBe(401);
    const fresh = await signIn(m, m.password, nextAddress());
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(m, m.password, home)).statusCode).toBe(200);
  });

  /** A batch of `paths` over HTTP, each call with `password`; the codes of the answers. */
  const batch = async (m: Member, paths: Path[], password: string) => {
    const res = await open.app.inject({
      method: 'POST',
      url: `/trpc/${paths.join(',')}?batch=1`,
      headers: { origin: ORIGIN, cookie: m.cookie },
      payload: Object.fromEntries(paths.map((path, n) => [String(n), inputOf(path, password)])),
    });
    const answers = res.json() as {
      result?: unknown;
      error?: { data: { code: string; retryAfter: number } };
    }[];
    return answers.map((a) => a.error?.data.code ?? 'ok');
  };

  it('verifies one password per tRPC batch, whatever the rate limits say', async () => {
    const m = await member(open.app);
    const twenty = Array.from(
      { length: 20 },
      (_, n): Path => (n % 2 ? 'account.delete' : 'account.changePassword'),
    );
    const codes = await batch(m, twenty, 'wrong-guess');
    expect(codes.filter((c) => c === 'FORBIDDEN')).toHaveLength(1);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(19);
    // Right or wrong, only one call verifies: the account is deleted once or changed once, not both.
    const right = await batch(m, twenty, m.password);
    expect(right.filter((c) => c === 'ok')).toHaveLength(1);
    expect(right.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(19);
  });

  it('verifies one password per frame on the tRPC socket', async () => {
    const m = await member(open.app);
    const raw = await rawTrpc(openWs, m.cookie);
    const call = (id: number, password: string) => ({
      id,
      method: 'mutation',
      params: { path: 'account.changePassword', input: inputOf('account.changePassword', password) },
    });
    raw.send(Array.from({ length: 5 }, (_, n) => call(n + 1, `guess-${n}`)));
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((id) => raw.next((f) => f.id === id, `answer ${id}`)),
    );
    const codes = answers.map((a) => a.error?.data?.code ?? 'ok');
    expect(codes.filter((c) => c === 'FORBIDDEN')).toHaveLength(1);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(4);
    // The next frame has an allowance of its own.
    raw.send([call(6, m.password)]);
    expect((await raw.next((f) => f.id === 6, 'answer 6')).result?.type).toBe('data');
    raw.socket.close();
  });
});
