import { PHOTO_MAX_BYTES, TEXT, type TMessage } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { createRoom } from '../src/services/rooms/create-room';
import { ORIGIN } from './harness';
import { getPhoto, type Member, member, type PhotoTestApp, startPhotoApp, upload } from './photo-app';
import {
  declaredHugePng,
  hasGpsExif,
  jpegSegments,
  jpegWithGps,
  oversizedJpeg,
  pngBytes,
  svgBytes,
  textBytes,
} from './photo-fixtures';
import { type S3TestServer, startS3TestServer } from './s3-test-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

const matrix = testDatabaseKinds().flatMap((db) =>
  (['local', 's3'] as const).map((store) => ({ db, store, name: `${store} store on ${db.name}` })),
);

describe.each(matrix)('photo uploads: $name', ({ db, store }) => {
  let t: PhotoTestApp;
  let anna: Member;
  let ben: Member;
  beforeAll(async () => {
    t = await startPhotoApp(db, store, () => s3);
    anna = await member(t);
    ben = await member(t);
  });
  afterAll(() => t.close());

  /** Whatever the store and the database still hold of one upload. */
  async function leftovers(photoId: string) {
    const keys = (await t.deps.photos.list()).filter((key) => key.includes(photoId));
    const row = await t.deps.db
      .selectFrom('photos')
      .select('id')
      .where('id', '=', photoId)
      .executeTakeFirst();
    return { keys, row };
  }

  it('hands out a short-lived upload URL that never carries the file name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos/upload-url',
      headers: { origin: ORIGIN, cookie: anna.cookie },
      payload: { fileName: 'Anna at home in Prenzlauer Berg.jpg' },
    });
    expect(res.statusCode).toBe(200);
    const ticket = res.json();
    expect(ticket.photoUrl).toBe(`/photos/${ticket.photoId}`);
    expect(ticket.uploadURL).not.toMatch(/Prenzlauer|Anna/);
    if (store === 'local') expect(ticket.uploadURL).toMatch(/^\/api\/photos\/upload\/[\w-]+\.[\w-]{43}$/);
    else expect(ticket.uploadURL).toMatch(/X-Amz-Expires=600/);
    expect(Date.parse(ticket.expiresAt) - Date.now()).toBeGreaterThan(9 * 60 * 1000);
  });

  it('refuses upload URLs without a session, from a foreign origin, and for non-images by name', async () => {
    const inject = (headers: Record<string, string>, fileName: string) =>
      t.app.inject({ method: 'POST', url: '/api/photos/upload-url', headers, payload: { fileName } });
    expect((await inject({ origin: ORIGIN }, 'a.jpg')).statusCode).toBe(401);
    expect((await inject({ origin: 'https://evil.example', cookie: anna.cookie }, 'a.jpg')).statusCode).toBe(
      403,
    );
    const svg = await inject({ origin: ORIGIN, cookie: anna.cookie }, 'logo.svg');
    expect([svg.statusCode, svg.json().message]).toEqual([400, TEXT.photo.unsupportedType]);
    const txt = await inject({ origin: ORIGIN, cookie: anna.cookie }, 'notes.txt');
    expect([txt.statusCode, txt.json().message]).toEqual([400, TEXT.photo.notAnImage]);
  });

  it('serves an uploaded JPEG without any metadata, upright, with a thumbnail and safe headers', async () => {
    const original = await jpegWithGps();
    expect(hasGpsExif(original)).toBe(true);
    const done = await upload(t, anna, original, 'IMG_0042.JPG', 'image/jpeg');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id: done.ticket.photoId,
      photoUrl: `/photos/${done.ticket.photoId}`,
      thumbnailUrl: `/photos/${done.ticket.photoId}?size=thumbnail`,
      contentType: 'image/jpeg',
      width: 48,
      height: 96,
    });

    const full = await getPhoto(t, anna, `/photos/${done.ticket.photoId}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    expect(full.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(full.headers.etag).toBe(`"${done.ticket.photoId}-full"`);
    const bytes = full.rawPayload;
    expect(hasGpsExif(bytes)).toBe(false);
    expect(jpegSegments(bytes)).toEqual([]);
    for (const trace of ['Exif', 'NahbarCam', 'ns.adobe.com', 'Photoshop', 'Berlin']) {
      expect(bytes.includes(trace)).toBe(false);
    }
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp, meta.iptc]).toEqual([
      48,
      96,
      undefined,
      undefined,
      undefined,
    ]);

    const thumb = await getPhoto(t, anna, `/photos/${done.ticket.photoId}?size=thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers.etag).toBe(`"${done.ticket.photoId}-thumbnail"`);
    expect(hasGpsExif(thumb.rawPayload)).toBe(false);

    const again = await getPhoto(t, anna, `/photos/${done.ticket.photoId}`, {
      'if-none-match': full.headers.etag ?? '',
    });
    expect(again.statusCode).toBe(304);
    expect((await getPhoto(t, anna, `/photos/${done.ticket.photoId}?size=huge`)).statusCode).toBe(400);

    // Stored under generated keys only, and the raw upload is gone.
    const keys = (await t.deps.photos.list()).filter((key) => key.includes(done.ticket.photoId));
    expect(keys).toEqual([`photos/${done.ticket.photoId}-thumb.jpg`, `photos/${done.ticket.photoId}.jpg`]);
  });

  it.each([
    ['a PNG named .jpg', () => pngBytes(), 'holiday.jpg', 'image/jpeg', 400, TEXT.photo.typeMismatch],
    [
      'a text file sent as image/png',
      async () => textBytes,
      'notes.png',
      'image/png',
      400,
      TEXT.photo.notAnImage,
    ],
    ['an SVG', async () => svgBytes, 'drawing.png', 'image/svg+xml', 400, TEXT.photo.notAnImage],
    ['a 10,485,761-byte body', () => oversizedJpeg(), 'big.jpg', 'image/jpeg', 413, TEXT.photo.tooLarge],
    [
      '50,000 × 50,000 declared pixels',
      async () => declaredHugePng(),
      'bomb.png',
      'image/png',
      400,
      TEXT.photo.tooManyPixels,
    ],
  ])(
    'refuses %s with a clear error and keeps nothing',
    async (_name, bytes, fileName, type, status, message) => {
      const body = await bytes();
      if (status === 413) expect(body.length).toBe(PHOTO_MAX_BYTES + 1);
      const done = await upload(t, anna, body, fileName, type);
      expect(done.status).toBe(status);
      expect(done.body).toMatchObject({ message });
      expect(await leftovers(done.ticket.photoId)).toEqual({ keys: [], row: undefined });
      expect((await getPhoto(t, anna, done.ticket.photoUrl)).statusCode).toBe(404);
    },
  );

  it('serves a photo in a private room to its members only', async () => {
    const room = await createRoom(t.deps, anna.user, {
      name: `Private ${store}${Date.now()}`,
      isPrivate: true,
    });
    const done = await upload(t, anna, await pngBytes(), 'us.png', 'image/png');
    // Not yet posted: only the owner sees it.
    expect((await getPhoto(t, ben, done.ticket.photoUrl)).statusCode).toBe(404);
    const message: TMessage = await sendMessage(t.deps, anna.user, {
      roomId: room.id,
      messageType: 'photo',
      // The upload URL, as the spec's client sends it: stored as the lasting URL.
      photoUrl: done.ticket.uploadURL,
      photoFileName: 'us.png',
    });
    expect(message.photoUrl).toBe(done.ticket.photoUrl);
    expect((await getPhoto(t, anna, done.ticket.photoUrl)).statusCode).toBe(200);
    const outsider = await getPhoto(t, ben, done.ticket.photoUrl);
    expect([outsider.statusCode, outsider.json().message]).toEqual([404, TEXT.photo.notFound]);
    expect((await getPhoto(t, ben, `${done.ticket.photoUrl}?size=thumbnail`)).statusCode).toBe(404);
    expect((await getPhoto(t, null, done.ticket.photoUrl)).statusCode).toBe(401);

    await t.deps.db.insertInto('roomMembers').values({ roomId: room.id, userId: ben.user.id }).execute();
    expect((await getPhoto(t, ben, done.ticket.photoUrl)).statusCode).toBe(200);
  });

  it('serves a photo in a public room to every member, and nobody may post a photo not their own', async () => {
    const room = await createRoom(t.deps, anna.user, {
      name: `Public ${store}${Date.now()}`,
      isPrivate: false,
    });
    const done = await upload(t, anna, await pngBytes(), 'sunset.png', 'image/png');
    await sendMessage(t.deps, anna.user, {
      roomId: room.id,
      messageType: 'photo',
      photoUrl: done.ticket.photoUrl,
    });
    expect((await getPhoto(t, ben, done.ticket.photoUrl)).statusCode).toBe(200);

    const secret = await upload(t, anna, await pngBytes(), 'secret.png', 'image/png');
    for (const photoUrl of [
      secret.ticket.photoUrl,
      secret.ticket.uploadURL,
      'https://tracker.example/p.gif',
    ]) {
      await expect(
        sendMessage(t.deps, ben.user, { roomId: room.id, messageType: 'photo', photoUrl }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: TEXT.chat.photoUnusable });
    }
    expect((await getPhoto(t, ben, secret.ticket.photoUrl)).statusCode).toBe(404);
  });

  if (store === 'local') {
    it('takes the one-time upload URL once, from its owner, with a session and our origin', async () => {
      const ticketRes = await t.app.inject({
        method: 'POST',
        url: '/api/photos/upload-url',
        headers: { origin: ORIGIN, cookie: anna.cookie },
        payload: { fileName: 'a.png' },
      });
      const { uploadURL } = ticketRes.json();
      const png = await pngBytes();
      const put = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'PUT',
          url: uploadURL,
          headers: { 'content-type': 'image/png', ...headers },
          payload: png,
        });
      expect((await put({ cookie: anna.cookie })).statusCode).toBe(403); // no Origin
      expect((await put({ origin: ORIGIN })).statusCode).toBe(401);
      expect((await put({ origin: ORIGIN, cookie: ben.cookie })).statusCode).toBe(403);
      expect((await put({ origin: ORIGIN, cookie: anna.cookie })).statusCode).toBe(200);
      const second = await put({ origin: ORIGIN, cookie: anna.cookie });
      expect([second.statusCode, second.json().message]).toEqual([404, TEXT.photo.uploadExpired]);
      const forged = await t.app.inject({
        method: 'PUT',
        url: uploadURL.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`),
        headers: { origin: ORIGIN, cookie: anna.cookie, 'content-type': 'image/png' },
        payload: png,
      });
      expect(forged.statusCode).toBe(404);
    });

    it('takes a PUT without a content type, judging the bytes alone', async () => {
      const ticketRes = await t.app.inject({
        method: 'POST',
        url: '/api/photos/upload-url',
        headers: { origin: ORIGIN, cookie: anna.cookie },
        payload: { fileName: 'plain' },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: ticketRes.json().uploadURL,
        headers: { origin: ORIGIN, cookie: anna.cookie },
        payload: await pngBytes(),
      });
      expect([res.statusCode, res.json().contentType]).toEqual([200, 'image/jpeg']);
      const head = await t.app.inject({
        method: 'HEAD',
        url: res.json().photoUrl,
        headers: { cookie: anna.cookie },
      });
      expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'image/jpeg']);
    });

    it('refuses an upload URL past its expiry', async () => {
      const ticketRes = await t.app.inject({
        method: 'POST',
        url: '/api/photos/upload-url',
        headers: { origin: ORIGIN, cookie: anna.cookie },
        payload: { fileName: 'late.png' },
      });
      const { uploadURL, photoId } = ticketRes.json();
      await t.deps.db
        .updateTable('photos')
        .set({ uploadExpiresAt: new Date(Date.now() - 1000) })
        .where('id', '=', photoId)
        .execute();
      const res = await t.app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { origin: ORIGIN, cookie: anna.cookie, 'content-type': 'image/png' },
        payload: await pngBytes(),
      });
      expect([res.statusCode, res.json().message]).toEqual([404, TEXT.photo.uploadExpired]);
    });
  } else {
    it('processes a direct upload when it is first used in a message, and reports one never uploaded', async () => {
      const room = await createRoom(t.deps, anna.user, { name: `Direct ${Date.now()}`, isPrivate: true });
      const ticketRes = await t.app.inject({
        method: 'POST',
        url: '/api/photos/upload-url',
        headers: { origin: ORIGIN, cookie: anna.cookie },
        payload: { fileName: 'direct.jpg' },
      });
      const ticket = ticketRes.json();
      await expect(
        sendMessage(t.deps, anna.user, { roomId: room.id, messageType: 'photo', photoUrl: ticket.uploadURL }),
      ).rejects.toMatchObject({ message: TEXT.photo.notUploaded });
      await fetch(ticket.uploadURL, {
        method: 'PUT',
        body: await jpegWithGps(),
        headers: { 'content-type': 'image/jpeg' },
      });
      const message = await sendMessage(t.deps, anna.user, {
        roomId: room.id,
        messageType: 'photo',
        photoUrl: ticket.uploadURL,
      });
      expect(message.photoUrl).toBe(`/photos/${ticket.photoId}`);
      const served = await getPhoto(t, anna, message.photoUrl ?? '');
      expect(hasGpsExif(served.rawPayload)).toBe(false);
      expect(await t.deps.photos.list('incoming/')).not.toContain(`incoming/${ticket.photoId}`);
    });
  }
});
