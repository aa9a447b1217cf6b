import { request } from 'node:http';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { photosQueries, usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { createRoom } from '../src/services/rooms/create-room';
import { ORIGIN } from './harness';
import { listen } from './live-clients';
import { type Member, member, type PhotoTestApp, startPhotoApp, upload } from './photo-app';
import { jpegBytes, pngBytes } from './photo-fixtures';
import { type S3TestServer, startS3TestServer } from './s3-test-server';
import { zipEntries } from './zip-entries';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

const matrix = testDatabaseKinds().flatMap((db) =>
  (['local', 's3'] as const).map((store) => ({ db, store, name: `${store} store on ${db.name}` })),
);

const SAFE_ENTRY =
  /^(export\.json|README\.html|photos\/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\.(jpg|png|webp))$/;

/** Accounts spec §7 export, ours: the JSON export with the member's photo files, as one ZIP. */
describe.each(matrix)('GET /api/users/{id}/export-data.zip: $name', ({ db, store }) => {
  let t: PhotoTestApp;
  beforeAll(async () => {
    t = await startPhotoApp(db, store, () => s3);
  });
  afterAll(() => t.close());

  const get = (who: Member | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) } });

  /** A member with two profile photos and a photo message, and a name that is not plain text. */
  async function seed() {
    const ann = await member(t);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ann.user.id}/profile`,
      headers: { origin: ORIGIN, cookie: ann.cookie },
      payload: { displayName: '<script>alert(1)</script> & Co', location: 'Hamburg' },
    });
    const photoIds: string[] = [];
    for (const [bytes, name, type] of [
      [await jpegBytes(), 'Strand <b>Sommer</b>.jpg', 'image/jpeg'],
      [await pngBytes(), '../../etc/passwd.png', 'image/png'],
    ] as const) {
      const done = await upload(t, ann, bytes, name, type);
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/users/${ann.user.id}/photos`,
        headers: { origin: ORIGIN, cookie: ann.cookie },
        payload: { photoUrl: done.ticket.photoUrl, fileName: name },
      });
      expect(added.statusCode).toBe(201);
      photoIds.push(done.ticket.photoId);
    }
    const sent = await upload(t, ann, await jpegBytes(64, 32), 'im chat.jpg', 'image/jpeg');
    const room = await createRoom(t.deps, ann.user, { name: `Zip ${Date.now()} ${Math.random()}` });
    await sendMessage(t.deps, ann.user, {
      roomId: room.id,
      content: '',
      messageType: 'photo',
      photoUrl: sent.ticket.photoUrl,
      photoFileName: 'im chat.jpg',
    });
    photoIds.push(sent.ticket.photoId);
    return { ann, photoIds };
  }

  async function objectKeyOf(photoId: string): Promise<string> {
    const key = (await photosQueries.findById(t.deps.db, photoId))?.objectKey;
    if (!key) throw new Error('photo not stored');
    return key;
  }

  it('streams export.json, every photo file and README.html, named for the member and the day', async () => {
    const { ann, photoIds } = await seed();
    const json = await get(ann, `/api/users/${ann.user.id}/export-data`);
    const res = await get(ann, `/api/users/${ann.user.id}/export-data.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="nahbar-export-${ann.user.id}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const entries = await zipEntries(res.rawPayload);
    const names = [...entries.keys()];
    expect(names[0]).toBe('export.json');
    expect(names.at(-1)).toBe('README.html');
    for (const name of names) expect(name).toMatch(SAFE_ENTRY);

    // The JSON export's content; only the moment of the export differs between two calls.
    const { exportedAt, ...archived } = JSON.parse(entries.get('export.json')?.toString() ?? 'null');
    const { exportedAt: _, ...direct } = json.json();
    expect(archived).toEqual(direct);
    expect(exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.headers['content-disposition']).toContain(String(exportedAt).slice(0, 10));

    // Every photo once, byte for byte what the store holds.
    const photoEntries = names.filter((name) => name.startsWith('photos/'));
    expect(photoEntries).toHaveLength(photoIds.length);
    for (const id of photoIds) {
      const key = await objectKeyOf(id);
      const name = photoEntries.find((entry) => entry.startsWith(`photos/${id}.`));
      expect(name, id).toBeDefined();
      const stored = await t.deps.photos.get(key);
      expect(stored?.length).toBeGreaterThan(0);
      expect(entries.get(name ?? '')?.equals(stored ?? Buffer.alloc(0)), id).toBe(true);
    }

    const readme = entries.get('README.html')?.toString() ?? '';
    expect(readme).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(readme).toContain('<meta charset="utf-8">');
    expect(readme).toContain('Your Nahbar data');
    expect(readme).toContain('export.json');
    for (const name of photoEntries) expect(readme).toContain(`<a href="${name}"><code>${name}</code></a>`);
    expect(readme).toContain('Primary profile photo');
    expect(readme).toContain('Sent in 1 message');
    // What the member typed is shown, escaped.
    expect(readme).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(readme).toContain('Strand &lt;b&gt;Sommer&lt;/b&gt;.jpg');
    expect(readme).not.toContain('<script>');
    expect(readme).not.toContain('<b>');

    const sessionId = ann.cookie.split('=')[1] ?? 'none';
    for (const [name, bytes] of entries) {
      const text = bytes.toString('latin1');
      expect(text, name).not.toMatch(/passwordHash|password_hash|\$argon2/);
      expect(text, name).not.toContain(sessionId);
    }
  });

  it('leaves out a photo whose file is missing and says so, in the member’s language', async () => {
    const { ann, photoIds } = await seed();
    await usersQueries.setLocale(t.deps.db, ann.user.id, 'de');
    const [gone, ...kept] = photoIds;
    await t.deps.photos.delete([await objectKeyOf(gone ?? '')]);

    const res = await get(ann, `/api/users/${ann.user.id}/export-data.zip`);
    expect(res.statusCode).toBe(200);
    const entries = await zipEntries(res.rawPayload);
    const names = [...entries.keys()];
    expect(names.some((name) => name.includes(gone ?? '-'))).toBe(false);
    for (const id of kept) expect(names.some((name) => name.startsWith(`photos/${id}.`))).toBe(true);
    // The data export still lists it.
    expect(entries.get('export.json')?.toString()).toContain(`/photos/${gone}`);

    const readme = entries.get('README.html')?.toString() ?? '';
    expect(readme).toContain('<html lang="de">');
    expect(readme).toContain('Deine Nahbar-Daten');
    expect(readme).toContain('Nicht enthalten: Die Datei wurde im Fotospeicher nicht gefunden.');
    expect(readme).toContain('1 Foto ist aufgeführt, aber nicht enthalten');
    expect(readme).toContain('Strand &lt;b&gt;Sommer&lt;/b&gt;.jpg');
  });

  it('stops reading the photo in hand, and opens no more, when the download is broken off', async () => {
    const { ann, photoIds } = await seed();
    // Large enough that the archive cannot be written ahead into buffers.
    for (const id of photoIds) {
      await t.deps.photos.put(await objectKeyOf(id), Buffer.alloc(4_000_000, 1), 'image/jpeg');
    }
    const store = t.deps.photos;
    const openRead = store.openRead.bind(store);
    const opened: Readable[] = [];
    const spy = vi.spyOn(store, 'openRead').mockImplementation(async (key) => {
      const object = await openRead(key);
      if (object) opened.push(object.stream);
      return object;
    });
    const reported = vi.spyOn(t.deps, 'reportError');
    try {
      const { http } = await listen(t.app);
      // The client goes away mid-download.
      await new Promise<void>((resolve, reject) => {
        const req = request(
          `${http}/api/users/${ann.user.id}/export-data.zip`,
          { headers: { cookie: ann.cookie } },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
            let received = 0;
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
              if (received > 100_000) {
                req.destroy();
                resolve();
              }
            });
          },
        );
        req.on('error', reject);
        req.end();
      });
      const first = await vi.waitFor(() => {
        expect(opened[0]?.destroyed).toBe(true);
        return opened[0] as Readable;
      });
      // The archive hears the photo's stream end and, in the same turn of the event loop, opens
      // the next photo or stops: once the end has reached this listener too and that turn is
      // over, whatever it did has happened (a call to the store is counted as it is made).
      await finished(first).catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
      expect(spy).toHaveBeenCalledTimes(1);
      expect(reported).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      reported.mockRestore();
    }
  });

  it('is for oneself only, and only when signed in', async () => {
    const ann = await member(t);
    const ben = await member(t);
    const res = await get(ann, `/api/users/${ben.user.id}/export-data.zip`);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((await get(null, `/api/users/${ann.user.id}/export-data.zip`)).statusCode).toBe(401);
  });

  it('holds export.json and README.html alone for a member without photos', async () => {
    const ann = await member(t);
    const res = await get(ann, `/api/users/${ann.user.id}/export-data.zip`);
    expect(res.statusCode).toBe(200);
    const entries = await zipEntries(res.rawPayload);
    expect([...entries.keys()]).toEqual(['export.json', 'README.html']);
    expect(entries.get('README.html')?.toString()).toContain('There are no photos in this export.');
  });

  it('writes README.html in the browser’s language for a member who never chose one', async () => {
    const ann = await member(t);
    const readme = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/${ann.user.id}/export-data.zip`,
        headers: { origin: ORIGIN, cookie: ann.cookie, 'accept-language': 'fr-CH, de-CH;q=0.9, en;q=0.8' },
      });
      return (await zipEntries(res.rawPayload)).get('README.html')?.toString() ?? '';
    };
    expect(await readme()).toContain('In diesem Export sind keine Fotos.');
    await usersQueries.setLocale(t.deps.db, ann.user.id, 'en');
    expect(await readme()).toContain('There are no photos in this export.');
  });
});
