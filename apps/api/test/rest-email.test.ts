import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, registration, startTestApp, type TestApp, uniqueName } from './harness';
import { FIREFOX_WINDOWS, freshAddress, outbox, tokenOf } from './mail-fixtures';
import { LIMITS, member, nextAddress } from './rate-limit-fixtures';

const MAIL_LIMITS = {
  ...LIMITS,
  rates: {
    ...LIMITS.rates,
    passwordResetRequests: { points: 3, seconds: 3600 },
    passwordResetLogins: { points: 2, seconds: 3600 },
    passwordResetMails: { points: 1, seconds: 3600 },
    mailLinks: { points: 3, seconds: 600 },
    emailChanges: { points: 2, seconds: 3600 },
  },
};

function post(app: FastifyInstance, url: string, payload: object, ip = nextAddress(), cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { origin: ORIGIN, 'user-agent': FIREFOX_WINDOWS, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** Registers over REST with an address and verifies it through the mailed link. */
async function memberWithAddress(app: FastifyInstance) {
  const email = freshAddress('rest');
  const body = registration(uniqueName('rest'), { email });
  const res = await post(app, '/api/auth/register', body);
  expect(res.statusCode).toBe(201);
  const { id } = res.json() as { id: string };
  const [link] = await outbox(app.deps, { userId: id, kind: 'verifyEmail' });
  const verified = await post(app, '/api/auth/verify-email', { token: tokenOf(link) });
  expect(verified.json()).toEqual({ success: true, email });
  return {
    id,
    username: body.username,
    email,
    cookie: String(res.headers['set-cookie']).split(';')[0] ?? '',
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What a client can tell of an answer: status, body and the headers that describe it. */
function visible(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  return {
    status: res.statusCode,
    body: res.body,
    type: res.headers['content-type'],
    length: res.headers['content-length'],
    cookie: res.headers['set-cookie'],
  };
}

describe.each(testDatabaseKinds())('e-mail over REST on $name', (kind) => {
  let open: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    open = await startTestApp(kind);
    limited = await startTestApp(kind, { limits: MAIL_LIMITS });
  });
  afterAll(async () => {
    await open?.close();
    await limited?.close();
  });

  it('answers "forgot password" alike for known and unknown logins, in similar time', async () => {
    const known = await memberWithAddress(open.app);
    const answers = { known: [] as number[], unknown: [] as number[] };
    const seen = new Set<string>();
    for (let round = 0; round < 15; round += 1) {
      for (const which of ['known', 'unknown'] as const) {
        const login = which === 'known' ? known.username : `nobody_${round}`;
        const started = performance.now();
        const res = await post(open.app, '/api/auth/forgot-password', { login });
        answers[which].push(performance.now() - started);
        seen.add(JSON.stringify(visible(res)));
        // What follows the answer is done before the next request is timed.
        await open.deps.background.settled();
      }
    }
    expect([...seen].map((answer) => JSON.parse(answer))).toEqual([
      { status: 200, body: '{"success":true}', type: expect.any(String), length: '16', cookie: undefined },
    ]);
    // The known login did get its links (so the two paths really differ after the answer).
    expect(await outbox(open.deps, { userId: known.id, kind: 'passwordReset' })).toHaveLength(15);
    // Loose: the request path is the same work; the bound only catches a look-up or a mail on it.
    const [a, b] = [median(answers.known), median(answers.unknown)];
    expect(Math.abs(a - b)).toBeLessThan(Math.max(a, b) * 0.5 + 15);
  });

  it('answers a taken address as a free one, and serves the status of one’s own address only', async () => {
    const owner = await memberWithAddress(open.app);
    const asker = await member(open.app);
    const other = await member(open.app);
    const put = (m: typeof asker, email: string) =>
      open.app.inject({
        method: 'PUT',
        url: `/api/users/${m.actor.id}/email`,
        remoteAddress: nextAddress(),
        headers: { origin: ORIGIN, cookie: m.cookie },
        payload: { email, password: m.password },
      });
    const taken = await put(asker, owner.email);
    const free = await put(other, freshAddress('free'));
    expect(visible(taken)).toEqual(visible(free));
    expect(taken.json()).toEqual({ success: true });
    expect(
      (await outbox(open.deps, { userId: owner.id, kind: 'emailTaken' })).map((m) => m.toAddress),
    ).toEqual([owner.email]);

    const status = await open.app.inject({
      method: 'GET',
      url: `/api/users/${asker.actor.id}/email`,
      headers: { cookie: asker.cookie },
    });
    expect(status.json()).toEqual({ email: null, pendingEmail: owner.email });
    const foreign = await open.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}/email`,
      headers: { cookie: asker.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain(owner.email);
  });

  it('resets a password over REST once, and signs every session out', async () => {
    const known = await memberWithAddress(open.app);
    await post(open.app, '/api/auth/forgot-password', { login: known.email });
    const [mail] = await outbox(open.deps, { userId: known.id, kind: 'passwordReset' });
    const body = { token: tokenOf(mail), password: 'reset over rest', confirmPassword: 'reset over rest' };
    const done = await post(open.app, '/api/auth/reset-password', body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    const me = await open.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: known.cookie },
    });
    expect(me.statusCode).toBe(401);
    const again = await post(open.app, '/api/auth/reset-password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: TEXT.email.linkInvalid,
      text: { key: 'email.linkInvalid' },
    });
  });

  it('limits "forgot password" per login alike for known and unknown logins, and per address', async () => {
    const known = await memberWithAddress(limited.app);
    const refusalOf = async (login: string) => {
      const statuses: number[] = [];
      let last: Record<string, unknown> = {};
      for (let n = 0; n < 3; n += 1) {
        const res = await post(limited.app, '/api/auth/forgot-password', { login });
        statuses.push(res.statusCode);
        last = res.json() as Record<string, unknown>;
      }
      const { retryAfter, ...rest } = last;
      expect(retryAfter).toEqual(expect.any(Number));
      return { statuses, rest };
    };
    const knownAnswer = await refusalOf(known.username);
    const unknownAnswer = await refusalOf(uniqueName('ghost'));
    expect(knownAnswer.statuses).toEqual([200, 200, 429]);
    expect(unknownAnswer).toEqual(knownAnswer);

    // One address, many logins.
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push(
        (await post(limited.app, '/api/auth/forgot-password', { login: uniqueName('x') }, ip)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('mails one account only so many links however it is named, answering alike', async () => {
    const known = await memberWithAddress(limited.app);
    for (const login of [known.username, known.email]) {
      expect((await post(limited.app, '/api/auth/forgot-password', { login })).statusCode).toBe(200);
    }
    expect(await outbox(limited.deps, { userId: known.id, kind: 'passwordReset' })).toHaveLength(1);
  });

  it('limits uses of mailed links per address, and new addresses per member', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (const path of ['verify-email', 'reset-password', 'verify-email', 'reset-password']) {
      const body = { token: 'x'.repeat(43), password: 'long enough 1', confirmPassword: 'long enough 1' };
      statuses.push((await post(limited.app, `/api/auth/${path}`, body, ip)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);

    const m = await member(limited.app);
    const changes: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const res = await limited.app.inject({
        method: 'PUT',
        url: `/api/users/${m.actor.id}/email`,
        remoteAddress: nextAddress(),
        headers: { origin: ORIGIN, cookie: m.cookie },
        payload: { email: freshAddress('many'), password: m.password },
      });
      changes.push(res.statusCode);
    }
    expect(changes).toEqual([200, 200, 429]);
  });
});
