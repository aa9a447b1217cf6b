import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { type Db, sql } from '@nahbar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backupData, backupFromServer } from '../src/backup/backup-command';
import { CONTROL_FILE, readControlRecord } from '../src/backup/backup-control';
import { BackupRefusal } from '../src/backup/backup-manifest';
import { restoreData } from '../src/backup/restore-backup';
import { loadConfig } from '../src/config';
import { PhotoSender } from './backup-photo-sender';
import { type Member, type SendLink, trpcLink, wsLink } from './crash-links';
import { type Ack, Outbox } from './crash-outbox';
import { createPublicRoom, register } from './crash-setup';
import { ORIGIN, testConfig } from './harness';
import { eventually } from './live-clients';
import { type ServerDataPlace, serverDataKinds } from './server-data';
import { type ServerData, type ServerProcess, startServerProcess } from './server-process';

/** More than the senders get through while the backup runs: they are stopped, not finished. */
const PER_SENDER = 5000;
const WINDOW = 4;
/** Acknowledged sends before the backup is asked for. */
const ACKED_FIRST = 40;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function newPlace(create: () => Promise<ServerDataPlace>): Promise<ServerDataPlace> {
  const place = await create();
  cleanups.push(() => place.drop());
  return place;
}

/** The commands' configuration for a data place, as the environment would give it. */
function configOf(env: ServerData) {
  return loadConfig({ DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL });
}

/** Every room's sequence ids and counter, straight from the database. */
async function roomsOf(db: Db) {
  const { rows } = await sql<{ roomId: string; ids: number[]; last: number }>`
    SELECT r.id AS "roomId", r.last_sequence_id AS last,
           coalesce(array_agg(m.sequence_id ORDER BY m.sequence_id)
                    FILTER (WHERE m.id IS NOT NULL), '{}') AS ids
    FROM rooms r LEFT JOIN messages m ON m.room_id = r.id
    GROUP BY r.id, r.last_sequence_id`.execute(db);
  return rows;
}

describe.each(serverDataKinds())('backups that restore ($name)', (kind) => {
  let place: ServerDataPlace;
  let server: ServerProcess;
  let file: string;
  let members: Member[];

  beforeAll(async () => {
    place = await newPlace(kind.create);
    server = await startServerProcess(place.env, 120_000);
    cleanups.push(() => server.stop('SIGKILL'));
    members = await Promise.all([1, 2, 3].map(() => register(server.http)));
    file = join(mkdtempSync(join(tmpdir(), 'nahbar-backups-')), 'backup.zip');
    cleanups.push(() => rm(join(file, '..'), { recursive: true }));
  }, 150_000);

  it('refuses a backup request without the server’s secret, which only its owner can read', async () => {
    const control = readControlRecord(place.env.DATA_DIR);
    if (!control) throw new Error('the server wrote no control file');
    expect(control.pid).toBe(server.pid);
    expect(statSync(join(place.env.DATA_DIR, CONTROL_FILE)).mode & 0o777).toBe(0o600);
    const url = `http://127.0.0.1:${control.port}/backup`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(401);
    const wrong = { authorization: `Bearer ${control.secret.slice(1)}x` };
    expect((await fetch(url, { method: 'POST', headers: wrong })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${control.secret}` } })).status).toBe(404);
    await expect(backupFromServer(control, new PassThrough(), 'not-the-secret')).rejects.toThrow(/401/);
    // Not on the public port either.
    const open = await fetch(`${server.http}/backup`, { method: 'POST', headers: { origin: ORIGIN } });
    expect(open.status).toBe(404);
  });

  it('takes a backup while members send, which restores into a fresh place with every acknowledged message and photo', async () => {
    const [wsMember, trpcMember, photoMember] = members as [Member, Member, Member];
    const roomId = await createPublicRoom(server.ws, wsMember);
    const outboxes = [new Outbox('ws', PER_SENDER, WINDOW), new Outbox('trpc', PER_SENDER, WINDOW)];
    const [wsOutbox, trpcOutbox] = outboxes as [Outbox, Outbox];
    const links: SendLink[] = [
      await wsLink(server.ws, wsMember, roomId, wsOutbox),
      trpcLink(server.ws, trpcMember, roomId, trpcOutbox),
    ];
    const photos = new PhotoSender(server.http, server.ws, photoMember, roomId);
    const acked = () => outboxes.reduce((n, o) => n + o.acks.size, 0);
    await eventually(
      () => (acked() >= ACKED_FIRST && photos.sent.length >= 2) || undefined,
      'first sends',
      30_000,
    );

    // Everything acknowledged up to here must be in the archive.
    const before = new Map<string, Ack>(outboxes.flatMap((o) => [...o.acks]));
    const photosBefore = [...photos.sent];
    const manifest = await Promise.race([backupData(configOf(place.env), file), server.unexpectedExit]);
    const ackedDuring = acked() - before.size;
    const photosDuring = photos.sent.length - photosBefore.length;
    for (const link of links) link.close();
    for (const outbox of outboxes) outbox.halt();
    await photos.stop();

    expect(manifest.madeBy).toBe('server');
    expect(manifest.database.kind).toBe(kind.name);
    // The members went on sending while it was made.
    expect(ackedDuring + photosDuring).toBeGreaterThan(0);
    expect(manifest.photos).toMatchObject({ store: 'local' });

    // A fresh place: restored, then an app started on it.
    const fresh = await newPlace(kind.create);
    await restoreData(configOf(fresh.env), file);
    const app = await buildApp(
      testConfig({ dataDir: fresh.env.DATA_DIR, databaseUrl: fresh.env.DATABASE_URL || undefined }),
    );
    cleanups.push(() => app.close());
    const db = app.deps.db;

    const stored = await db
      .selectFrom('messages')
      .select(['id', 'sequenceId', 'clientMessageId', 'userId', 'messageType', 'photoUrl'])
      .where('roomId', '=', roomId)
      .execute();
    const byId = new Map(stored.map((m) => [m.id, m]));
    for (const [clientMessageId, ack] of before) {
      expect(byId.get(ack.id), clientMessageId).toMatchObject({
        sequenceId: ack.sequenceId,
        clientMessageId,
      });
    }
    for (const photo of photosBefore) {
      expect(byId.get(photo.messageId)?.photoUrl).toBe(photo.photoUrl);
    }
    expect(stored.length).toBe(manifest.counts.messages);

    // Gap-free in every room: 1..n, n the room's counter.
    for (const room of await roomsOf(db)) {
      expect(room.ids, room.roomId).toEqual(Array.from({ length: room.last }, (_, i) => i + 1));
    }

    // Every photo message's photo (and every ready photo, used or not) is readable.
    const photoMessages = stored.filter((m) => m.messageType === 'photo');
    expect(photoMessages.length).toBeGreaterThanOrEqual(photosBefore.length);
    for (const message of photoMessages) {
      for (const query of ['', '?size=thumbnail']) {
        const res = await app.inject({
          method: 'GET',
          url: `${message.photoUrl}${query}`,
          headers: { cookie: photoMember.cookie },
        });
        expect(res.statusCode, `${message.photoUrl}${query}`).toBe(200);
        expect(res.rawPayload.length).toBeGreaterThan(100);
      }
    }
    const ready = await db
      .selectFrom('photos')
      .select(['objectKey', 'thumbnailKey'])
      .where('status', '=', 'ready')
      .execute();
    for (const photo of ready) {
      expect(await app.deps.photos.stat(photo.objectKey ?? ''), photo.objectKey ?? '').toBeDefined();
      expect(await app.deps.photos.stat(photo.thumbnailKey ?? ''), photo.thumbnailKey ?? '').toBeDefined();
    }
    await app.close();
  }, 120_000);

  it('refuses to restore into a data directory or database that is not empty', async () => {
    const used = mkdtempSync(join(tmpdir(), 'nahbar-used-'));
    cleanups.push(() => rm(used, { recursive: true }));
    writeFileSync(join(used, 'notes.txt'), 'mine');
    const into = { DATA_DIR: used, DATABASE_URL: place.env.DATABASE_URL };
    const refusal =
      kind.name === 'pglite' ? /DATA_DIR .* is not empty \(notes\.txt\)/ : /not empty|has tables/;
    await expect(restoreData(configOf(into), file)).rejects.toThrow(refusal);
    await expect(restoreData(configOf(into), file)).rejects.toBeInstanceOf(BackupRefusal);
    expect(readdirSync(used)).toEqual(['notes.txt']);
    if (kind.name === 'postgres') {
      // An empty data directory, but the database the server used: refused for its tables.
      const empty = mkdtempSync(join(tmpdir(), 'nahbar-empty-'));
      cleanups.push(() => rm(empty, { recursive: true }));
      const target = { DATA_DIR: empty, DATABASE_URL: place.env.DATABASE_URL };
      await expect(restoreData(configOf(target), file)).rejects.toThrow(/has tables already/);
    }
  });

  it('makes the backup itself once the server is stopped', async () => {
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(existsSync(join(place.env.DATA_DIR, CONTROL_FILE))).toBe(false);
    const second = join(file, '..', 'stopped.zip');
    const manifest = await backupData(configOf(place.env), second);
    expect(manifest.madeBy).toBe('command');
    const db = place.open();
    cleanups.push(() => db.destroy());
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM messages`.execute(db);
    await db.destroy();
    expect(manifest.counts.messages).toBe(rows[0]?.n);
    expect(manifest.counts.messages).toBeGreaterThan(ACKED_FIRST);
  });
});
