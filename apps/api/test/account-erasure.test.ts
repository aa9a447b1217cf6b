import { testDatabaseKinds } from '@nahbar/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps';
import { ERASURE_PLAN } from '../src/services/account/erasure-plan';
import { sendFriendRequest } from '../src/services/friends/send-friend-request';
import { sendMessage } from '../src/services/messages/send-message';
import { createPrivateChat } from '../src/services/private-chats/create-private-chat';
import { createReport } from '../src/services/reports/create-report';
import { createRoom } from '../src/services/rooms/create-room';
import { ORIGIN } from './harness';
import { listen, WsClient } from './live-clients';
import { type Member, member, type PhotoTestApp, startPhotoApp, upload } from './photo-app';
import { jpegBytes } from './photo-fixtures';
import { type S3TestServer, startS3TestServer } from './s3-test-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

const matrix = testDatabaseKinds().flatMap((db) =>
  (['local', 's3'] as const).map((store) => ({ db, store, name: `${store} store on ${db.name}` })),
);

async function tableNames(deps: AppDeps): Promise<string[]> {
  const result = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(
    deps.db,
  );
  return result.rows.map((r) => r.tablename).sort();
}

/** Every table whose rows, read as text, contain `needle`, with how many. */
async function tablesHolding(deps: AppDeps, needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await tableNames(deps)) {
    const result = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} t where t::text like ${`%${needle}%`}`.execute(
      deps.db,
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) found[table] = n;
  }
  return found;
}

describe('the erasure plan', () => {
  it.each(testDatabaseKinds())('names every table of the database on $name', async (kind) => {
    const database = await kind.create();
    try {
      const tables = await tableNames({ db: database.db } as AppDeps);
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
  beforeAll(async () => {
    t = await startPhotoApp(db, store, () => s3);
    ws = (await listen(t.app)).ws;
  });
  afterAll(() => t.close());

  const call = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });

  /** A member with a marker in every field and table they reach, and a friend who keeps talking. */
  async function seed(marker: string) {
    const gone = await member(t);
    const other = await member(t);
    const deps = t.deps;
    await call(gone, 'PUT', `/api/users/${gone.user.id}/profile`, {
      displayName: `Name ${marker}`,
      bio: `Bio ${marker}`,
      location: 'Hamburg',
    });
    await call(gone, 'PUT', `/api/users/${gone.user.id}/privacy-settings`, { showAge: false });
    await call(gone, 'PUT', `/api/users/${gone.user.id}/cookie-consent`, {
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    const photo = await upload(t, gone, await jpegBytes(), `${marker}.jpg`, 'image/jpeg');
    const added = await call(gone, 'POST', `/api/users/${gone.user.id}/photos`, {
      photoUrl: photo.ticket.uploadURL,
      fileName: `${marker}.jpg`,
    });
    expect(added.statusCode).toBe(201);
    const room = await createRoom(deps, other.user, { name: `Room of ${Date.now()}` });
    await sendMessage(deps, gone.user, { roomId: room.id, content: `Public ${marker}` });
    const chat = await createPrivateChat(deps, gone.user, { userId: other.user.id });
    await sendMessage(deps, gone.user, { roomId: chat.room.id, content: `Private ${marker}` });
    await sendMessage(deps, other.user, { roomId: chat.room.id, content: 'The other side stays' });
    await sendFriendRequest(deps, gone.user, { userId: other.user.id });
    await createReport(deps, gone.user, {
      userId: other.user.id,
      reason: 'spam',
      description: `Filed ${marker}`,
    });
    await createReport(deps, other.user, {
      userId: gone.user.id,
      reason: 'harassment',
      description: `About ${marker}`,
      attachEvidence: true,
    });
    await deps.db
      .insertInto('notifications')
      .values({ userId: gone.user.id, type: 'system', title: `Note ${marker}`, body: marker, data: null })
      .execute();
    await deps.db
      .insertInto('blockedUsers')
      .values({ blockerId: other.user.id, blockedId: gone.user.id, reason: marker })
      .execute();
    const photoKeys = (await deps.photos.list()).filter((key) => key.includes(photo.ticket.photoId));
    return { gone, other, room, chat, photoKeys };
  }

  it('leaves no trace of the member: no row, no marker, no photo bytes, no session, no socket', async () => {
    const marker = `zq${Date.now().toString(36)}x`;
    const { gone, other, room, chat, photoKeys } = await seed(marker);
    expect(Object.keys(await tablesHolding(t.deps, marker)).length).toBeGreaterThan(5);
    expect(photoKeys.length).toBeGreaterThan(0);
    const socket = await WsClient.open(ws, gone.cookie);
    await socket.join(gone.user.id, room.id);

    const wrong = await call(gone, 'DELETE', `/api/users/${gone.user.id}/account`, {
      confirmPassword: 'nope',
    });
    expect(wrong.statusCode).toBe(403);
    const missing = await call(gone, 'DELETE', `/api/users/${gone.user.id}/account`, {});
    expect(missing.statusCode).toBe(400);
    expect(await tablesHolding(t.deps, gone.user.id)).toHaveProperty('users', 1);

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
    expect(left.map((m) => m.content)).toEqual(['The other side stays']);
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
  });
});
