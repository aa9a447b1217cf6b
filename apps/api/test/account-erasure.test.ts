import { testDatabaseKinds, testServiceUrl } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type LimitsConfig } from '../src/limits/rules';
import { ERASURE_PLAN } from '../src/services/account/erasure-plan';
import { redisHolding, redisReleases } from './account-erasure-redis';
import { lastVacuums, tableNames, tablesHolding } from './account-erasure-scan';
import { seedErasure, WORDS } from './account-erasure-seed';
import { ORIGIN, testConfig } from './harness';
import { listen, WsClient } from './live-clients';
import { type Member, type PhotoTestApp, startPhotoApp } from './photo-app';
import { type PushStandIn, startPushStandIn } from './push-service-stand-in';
import { type S3TestServer, startS3TestServer } from './s3-test-server';

let s3: S3TestServer;
let push: PushStandIn;
beforeAll(async () => {
  s3 = await startS3TestServer();
  push = await startPushStandIn();
});
afterAll(async () => {
  await s3.close();
  await push.close();
});

const matrix = testDatabaseKinds().flatMap((db) =>
  (['local', 's3'] as const).map((store) => ({ db, store, name: `${store} store on ${db.name}` })),
);

/** With TEST_REDIS_URL: the bus, presence and rate limits in Redis, limits on but out of reach. */
const redisUrl = testServiceUrl('TEST_REDIS_URL');
const LIMITS: LimitsConfig = {
  ...DEFAULT_LIMITS,
  rates: Object.fromEntries(
    Object.entries(DEFAULT_LIMITS.rates).map(([rule, rate]) => [rule, { ...rate, points: 10_000 }]),
  ) as LimitsConfig['rates'],
};

describe('the erasure plan', () => {
  it.each(testDatabaseKinds())('names every table of the database on $name', async (kind) => {
    const database = await kind.create();
    try {
      const tables = await tableNames(database);
      expect(tables.filter((table) => !(table in ERASURE_PLAN))).toEqual([]);
      expect(Object.keys(ERASURE_PLAN).filter((table) => !tables.includes(table))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe.each(matrix)('account deletion: $name', ({ db, store }) => {
  let t: PhotoTestApp;
  let ws: string;
  const log: string[] = [];
  const logged = () => log.join('');
  const limitsPrefix = `nahbar-test-erasure-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  beforeAll(async () => {
    t = await startPhotoApp(db, store, () => s3, {
      config: {
        logLevel: 'info',
        logFormat: 'json',
        push: { ...testConfig().push, extraEndpointOrigins: [push.origin] },
        ...(redisUrl ? { redisUrl, limits: LIMITS } : {}),
      },
      build: { limitsPrefix, logStream: { write: (line: string) => log.push(line) } },
    });
    ws = (await listen(t.app)).ws;
  });
  afterAll(() => t.close());

  const call = (who: Member, method: 'GET' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });

  it('leaves no trace of the member: no row, no marker, no photo bytes, no session, no socket', async () => {
    const marker = `zq${Date.now().toString(36)}x`;
    const { gone, other, room, chat, den, hall, photoKeys, searchWord } = await seedErasure(
      t,
      marker,
      push.origin,
    );
    expect(Object.keys(await tablesHolding(t.deps, marker)).length).toBeGreaterThan(5);
    expect(photoKeys.length).toBeGreaterThan(0);
    const socket = await WsClient.open(ws, gone.cookie);
    await socket.join(gone.user.id, room.id);
    // The searches were logged, so the log's silence about their words below means something.
    expect(logged()).toContain('/api/search/messages?');
    expect(logged()).toContain('/trpc/search.users?');
    if (redisUrl) expect(await redisHolding(redisUrl, [gone.user.id])).not.toEqual([]);

    const wrong = await call(gone, 'DELETE', `/api/users/${gone.user.id}/account`, {
      confirmPassword: 'nope',
    });
    expect(wrong.statusCode).toBe(403);
    const missing = await call(gone, 'DELETE', `/api/users/${gone.user.id}/account`, {});
    expect(missing.statusCode).toBe(400);
    expect(await tablesHolding(t.deps, gone.user.id)).toHaveProperty('users', 1);
    expect(t.deps.erasureVacuum.pending).toBe(false);

    const deleted = await call(gone, 'DELETE', `/api/users/${gone.user.id}/account`, {
      confirmPassword: 'secret123',
    });
    expect(deleted.statusCode).toBe(200);
    expect(String(deleted.headers['set-cookie'])).toMatch(/nahbar_session=;/);

    expect(await tablesHolding(t.deps, marker)).toEqual({});
    expect(await tablesHolding(t.deps, gone.user.id)).toEqual({});
    expect(await tablesHolding(t.deps, gone.user.username)).toEqual({});
    for (const key of photoKeys) expect(await t.deps.photos.stat(key)).toBeUndefined();
    expect((await socket.closed).code).toBeGreaterThan(0);
    expect(logged()).not.toContain(searchWord);

    // Redis: nothing under their id once presence let go; what names their username expires.
    // Read before the sign-in below, which counts a failure under the freed name as for any name.
    if (redisUrl) {
      expect(await redisReleases(redisUrl, [gone.user.id])).toEqual([]);
      for (const key of await redisHolding(redisUrl, [gone.user.username.toLowerCase()])) {
        expect(key.ttlSeconds, key.name).toBeGreaterThan(0);
        expect(key.ttlSeconds, key.name).toBeLessThanOrEqual(3600);
      }
    }

    // The old session and the password no longer work.
    expect((await call(gone, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { username: gone.user.username, password: 'secret123' },
    });
    expect(login.statusCode).toBe(401);

    // What others keep: their own messages, and the report about the member without its text.
    const left = await t.deps.db
      .selectFrom('messages')
      .select('content')
      .where('roomId', '=', chat.room.id)
      .execute();
    expect(left.map((m) => m.content)).toEqual([WORDS.otherSide]);
    const reports = await t.deps.db
      .selectFrom('reports')
      .selectAll()
      .where('reporterId', '=', other.user.id)
      .execute();
    expect(reports).toEqual([
      expect.objectContaining({
        reason: 'harassment',
        status: 'pending',
        reportedUserId: null,
        description: null,
      }),
    ]);
    // A mention of them keeps its words and loses their id.
    const mentions = await t.deps.db
      .selectFrom('messages')
      .select(['content', 'mentionedUserIds'])
      .where('roomId', '=', room.id)
      .execute();
    expect(mentions).toEqual([{ content: WORDS.mention, mentionedUserIds: [] }]);
    // Their room nobody else was in is gone; the one others joined passes to who joined first.
    const rooms = await t.deps.db
      .selectFrom('rooms')
      .select(['id', 'name', 'createdBy'])
      .where('id', 'in', [den.id, hall.id])
      .execute();
    expect(rooms).toEqual([{ id: hall.id, name: hall.name, createdBy: other.user.id }]);
    // Moderation texts keep what happened, naming them as a deleted member.
    const audit = await t.deps.db.selectFrom('adminAuditLog').select('reason').orderBy('createdAt').execute();
    expect(audit.map((a) => a.reason)).toEqual([
      'Spam by a deleted member',
      'Quarrel with a deleted member (a deleted member)',
      'Threatened a deleted member',
    ]);
    const notes = await t.deps.db
      .selectFrom('userModerationActions')
      .select('notes')
      .where('userId', '=', other.user.id)
      .execute();
    expect(notes).toEqual([{ notes: 'Ask a deleted member too' }]);

    // Soon after, outside the deletion's transaction, the touched tables are vacuumed.
    expect(t.deps.erasureVacuum.pending).toBe(true);
    const before = Date.now() - 1000;
    await t.deps.erasureVacuum.flush();
    expect(t.deps.erasureVacuum.pending).toBe(false);
    const vacuumed = await lastVacuums(t.deps, ['users', 'messages', 'rooms']);
    expect(Object.keys(vacuumed)).toHaveLength(3);
    for (const [table, at] of Object.entries(vacuumed)) expect(at, table).toBeGreaterThan(before);
  });
});
