import { testDatabaseKinds } from '@nahbar/db/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startTestApp, type TestApp, uniqueName } from './harness';
import { hostileJsonText, hostileQuery } from './hostile-values';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';

/** Enough to find the usual mistakes, few enough for two cores. */
const RUNS = 100;
const TABLES = ['users', 'sessions', 'rooms', 'room_members', 'messages', 'photos', 'user_photos'] as const;

/*
 * Property tests against the whole app: whatever the body, an endpoint answers below 500,
 * and a refused body changes nothing (the row counts stay as they were).
 */
describe.each(testDatabaseKinds())('hostile REST bodies on $name', (kind) => {
  let t: TestApp;
  let member: LiveMember;
  let roomId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    member = await liveMember(t.app);
    roomId = await freshRoom(t.deps, member.actor);
  });
  afterAll(() => t.close());

  async function counts(): Promise<Record<string, number>> {
    const columns = TABLES.map(
      (table) => sql`(select count(*) from ${sql.table(table)})::int as ${sql.ref(table)}`,
    );
    const { rows } = await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(t.deps.db);
    return rows[0] ?? {};
  }

  /** Sends one request; fails on a 5xx, and on a refusal that changed a row count. */
  async function expectHandled(method: 'GET' | 'POST', url: string, body?: string, cookie?: string) {
    const before = await counts();
    const headers: Record<string, string> = { origin: ORIGIN };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(res.statusCode, `${method} ${url} ${body ?? ''} → ${res.body}`).toBeLessThan(500);
    if (res.statusCode >= 400) expect(await counts(), `${method} ${url} ${body ?? ''}`).toEqual(before);
  }

  const fresh = (prefix: string) => fc.constant(null).map(() => uniqueName(prefix));

  it('registers or refuses any body, never with a 500', async () => {
    const body = hostileJsonText(
      fc.record({
        username: fresh('fuzz'),
        password: fc.constant('secret123'),
        confirmPassword: fc.constant('secret123'),
        age: fc.constant(30),
        gender: fc.constantFrom('female', 'male'),
        location: fc.constant('Berlin'),
        displayName: fc.constant('Fuzzy'),
        bio: fc.constant('Hallo'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, (text) => expectHandled('POST', '/api/auth/register', text)),
      { numRuns: RUNS },
    );
  });

  it('signs in or refuses any body, never with a 500', async () => {
    const body = hostileJsonText(
      fc.record({ username: fc.constant(member.actor.username), password: fc.constant('secret123') }),
    );
    await fc.assert(
      fc.asyncProperty(body, (text) => expectHandled('POST', '/api/auth/login', text)),
      { numRuns: RUNS },
    );
  });

  it('creates a room or refuses any body, never with a 500', async () => {
    const body = hostileJsonText(
      fc.record({
        name: fresh('Fuzzraum'),
        description: fc.constant('Zum Testen'),
        isPrivate: fc.boolean(),
        createdBy: fc.constant(member.id),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, (text) => expectHandled('POST', '/api/rooms', text, member.cookie)),
      { numRuns: RUNS },
    );
  });

  it('sends a message or refuses any body, never with a 500', async () => {
    const body = hostileJsonText(
      fc.record({
        roomId: fc.constant(roomId),
        content: fc.constant('Hallo'),
        messageType: fc.constant('text'),
        mentionedUserIds: fc.constant([member.id]),
        clientMessageId: fresh('c'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, (text) => expectHandled('POST', '/trpc/messages.send', text, member.cookie)),
      { numRuns: RUNS },
    );
  });

  it('searches or refuses any query, never with a 500', async () => {
    const query = hostileQuery(
      fc.record({
        q: fc.constantFrom('Hallo', 'Fuzz'),
        limit: fc.constant('10'),
        userId: fc.constant(member.id),
      }),
    );
    const kindOf = fc.constantFrom('messages', 'users', 'rooms');
    await fc.assert(
      fc.asyncProperty(kindOf, query, (searched, search) =>
        expectHandled('GET', `/api/search/${searched}?${search}`, undefined, member.cookie),
      ),
      { numRuns: RUNS },
    );
  });
});
