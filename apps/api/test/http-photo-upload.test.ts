import { PHOTO_MAX_BYTES, TEXT, type TUploadUrlResult } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './harness';
import { type Member, member, type PhotoTestApp, startPhotoApp } from './photo-app';
import { jpegWithGps, oversizedJpeg } from './photo-fixtures';

/** The local one-time upload over a real socket, as browsers send it: sized or streamed. */
describe('local photo upload over real HTTP', () => {
  let t: PhotoTestApp;
  let anna: Member;
  let base: string;
  beforeAll(async () => {
    const kind = testDatabaseKinds()[0];
    if (!kind) throw new Error('no database kind');
    t = await startPhotoApp(kind, 'local', () => {
      throw new Error('this suite runs on local disk');
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    anna = await member(t);
  });
  afterAll(() => t.close());

  async function ticket(): Promise<TUploadUrlResult> {
    const res = await fetch(`${base}/api/photos/upload-url`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: anna.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'IMG_7.jpg' }),
    });
    return (await res.json()) as TUploadUrlResult;
  }

  function streamed(bytes: Buffer): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
  }

  const put = (url: string, body: Buffer | ReadableStream<Uint8Array>) =>
    fetch(`${base}${url}`, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie: anna.cookie, 'content-type': 'image/jpeg' },
      body,
      duplex: 'half',
    } as RequestInit);

  it('answers an oversized body with a readable 413, sized or streamed, and keeps nothing', async () => {
    const oversized = await oversizedJpeg();
    expect(oversized.length).toBe(PHOTO_MAX_BYTES + 1);
    for (const body of [oversized, streamed(Buffer.concat([oversized, oversized]))]) {
      const { uploadURL, photoId } = await ticket();
      const res = await put(uploadURL, body);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ message: TEXT.photo.tooLarge });
      const row = await t.deps.db
        .selectFrom('photos')
        .select('id')
        .where('id', '=', photoId)
        .executeTakeFirst();
      expect(row).toBeUndefined();
      expect((await t.deps.photos.list()).filter((key) => key.includes(photoId))).toEqual([]);
    }
  });

  it('takes a streamed photo within the limit', async () => {
    const { uploadURL } = await ticket();
    const res = await put(uploadURL, streamed(await jpegWithGps()));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ contentType: 'image/jpeg', width: 48, height: 96 });
  });
});
