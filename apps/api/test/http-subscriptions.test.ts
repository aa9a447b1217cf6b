import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedures } from './authorization-calls';
import { cookiePair, ORIGIN, startTestApp, type TestApp } from './harness';
import { listen } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';

/** Every subscription procedure of the router: none of them may answer plain HTTP with a stream. */
const SUBSCRIPTIONS = Object.entries(procedures)
  .filter(([, procedure]) => procedure._def.type === 'subscription')
  .map(([path]) => path);

/** A finished answer is read well within this; a stream never finishes. */
const ANSWER_WITHIN_MS = 3000;

interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

/**
 * One request over a real port. The content type is checked before the body is read, so an
 * event stream fails the test at once instead of holding it open; the request is cut either way.
 */
async function ask(url: string, init: RequestInit = {}): Promise<Answer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ANSWER_WITHIN_MS);
  try {
    const res = await fetch(url, { ...init, signal: abort.signal });
    const contentType = res.headers.get('content-type') ?? '';
    expect(contentType).not.toContain('text/event-stream');
    // Reading to the end proves the response ended: an open stream would be cut by the timer.
    const text = await res.text();
    return { status: res.status, contentType, body: JSON.parse(text) };
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

describe.each(testDatabaseKinds())('subscriptions over plain HTTP on $name', (kind) => {
  let t: TestApp;
  let http = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ http } = await listen(t.app));
  });
  afterAll(() => t.close());

  /** A member with a private room of theirs (the review's case: its messages must not leak). */
  const memberWithRoom = async () => {
    const member = await liveMember(t.app);
    const room = await freshRoom(t.deps, member.actor, true);
    return { member, room };
  };
  const inputOf = (path: string, room: string): unknown =>
    path === 'live.room' ? { roomId: room } : path === 'live.activity' ? { roomIds: [room] } : undefined;
  const urlOf = (path: string, room: string) => {
    const input = inputOf(path, room);
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return `${http}/trpc/${path}${query}`;
  };
  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    ask(url, { headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers } });

  const expectRefused = (answer: Answer, status: number, code: string) => {
    expect(answer.status).toBe(status);
    expect(answer.contentType).toContain('application/json');
    expect(answer.body).toMatchObject({ error: { data: { code, httpStatus: status } } });
  };

  it('knows the live procedures as subscriptions', () => {
    expect(SUBSCRIPTIONS).toEqual(expect.arrayContaining(['live.room', 'live.user', 'live.activity']));
  });

  it('answers a signed-out request to every subscription with 401 and no stream', async () => {
    const { room } = await memberWithRoom();
    for (const path of SUBSCRIPTIONS) {
      const answer = await get(urlOf(path, room), undefined, { accept: 'text/event-stream' });
      expectRefused(answer, 401, 'UNAUTHORIZED');
      expect(answer.body).toMatchObject({ error: { data: { text: { key: 'auth.notSignedIn' } } } });
    }
  });

  it('answers a member’s request to every subscription with an error status and no stream', async () => {
    const { member, room } = await memberWithRoom();
    for (const path of SUBSCRIPTIONS) {
      const answer = await get(urlOf(path, room), member.cookie, { accept: 'text/event-stream' });
      expectRefused(answer, 400, 'BAD_REQUEST');
      expect(answer.body).toMatchObject({ error: { data: { text: { key: 'live.websocketOnly' } } } });
    }
  });

  it('refuses the other ways of naming a subscription: POST, batches, an encoded path, a resume id', async () => {
    const { member, room } = await memberWithRoom();
    const roomInput = encodeURIComponent(JSON.stringify({ 0: { roomId: room } }));
    const post = (url: string, body: unknown) =>
      ask(url, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expectRefused(await post(`${http}/trpc/live.room`, { roomId: room }), 400, 'BAD_REQUEST');
    const batch = await get(`${http}/trpc/live.room?batch=1&input=${roomInput}`, member.cookie, {
      'trpc-accept': 'application/jsonl',
    });
    expect(batch.status).toBe(400);
    expect(batch.body).toEqual([expect.objectContaining({ error: expect.anything() })]);
    const mixed = await get(`${http}/trpc/chatData.get,live.user?batch=1`, member.cookie);
    expect(mixed.status).toBe(400);
    // Fastify decodes the path once and tRPC once more: both spellings name `live.room`.
    for (const spelling of ['live%2Eroom', 'live%252Eroom']) {
      const url = urlOf('live.room', room).replace('live.room', spelling);
      expectRefused(await get(url, member.cookie), 400, 'BAD_REQUEST');
    }
    const resume = await get(`${urlOf('live.room', room)}&lastEventId=1`, member.cookie, {
      'last-event-id': '1',
    });
    expectRefused(resume, 400, 'BAD_REQUEST');
    // Calls that are not subscriptions are served as before.
    const query = await get(`${http}/trpc/chatData.get`, member.cookie);
    expect(query.status).toBe(200);
  });

  /** Each way a session ends: `session` gives a cookie of the member's that `end` then ends. */
  interface Ending {
    name: string;
    session: (member: LiveMember) => Promise<string>;
    end: (member: LiveMember) => Promise<void>;
  }
  const own = async (member: LiveMember) => member.cookie;
  const endings: Ending[] = [
    { name: 'sign-out', session: own, end: (m) => call('POST', '/api/auth/logout', m.cookie) },
    {
      name: 'signing out the other devices',
      session: signIn,
      end: (m) => call('DELETE', `/api/users/${m.id}/sessions`, m.cookie),
    },
    {
      name: 'a password change',
      session: signIn,
      end: (m) =>
        call('PUT', `/api/users/${m.id}/password`, m.cookie, {
          currentPassword: 'secret123',
          newPassword: 'better123',
          confirmPassword: 'better123',
        }),
    },
    {
      name: 'a ban',
      session: own,
      end: async (m) => {
        const admin = await liveMember(t.app);
        await usersQueries.setRole(t.deps.db, admin.actor.username, 'admin');
        await call('POST', '/api/admin/ban-user', admin.cookie, { userId: m.id, reason: 'Spam' });
      },
    },
    {
      name: 'account deletion',
      session: own,
      end: (m) => call('DELETE', `/api/users/${m.id}/account`, m.cookie, { confirmPassword: 'secret123' }),
    },
  ];

  async function call(method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload: object = {}) {
    const res = await t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  }
  async function signIn(member: LiveMember): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { username: member.actor.username, password: 'secret123' },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
    return cookiePair(res.headers['set-cookie']);
  }

  it.each(endings)('leaves no stream for $name to end: none opens before, 401 after', async (ending) => {
    const { member, room } = await memberWithRoom();
    const session = await ending.session(member);
    // While the session holds, every request is refused and finished: there is nothing to outlive it.
    for (const path of SUBSCRIPTIONS)
      expectRefused(await get(urlOf(path, room), session), 400, 'BAD_REQUEST');
    await ending.end(member);
    for (const path of SUBSCRIPTIONS)
      expectRefused(await get(urlOf(path, room), session), 401, 'UNAUTHORIZED');
  });
});
