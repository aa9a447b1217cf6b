import { resolvePhotoUrl, TEXT, type TProfilePhoto } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { createRoom } from '../src/services/rooms/create-room';
import { ORIGIN } from './harness';
import { getPhoto, type Member, member, type PhotoTestApp, startPhotoApp, upload } from './photo-app';
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

describe.each(matrix)('profile photos: $name', ({ db, store }) => {
  let t: PhotoTestApp;
  beforeAll(async () => {
    t = await startPhotoApp(db, store, () => s3);
  });
  afterAll(() => t.close());

  const call = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });

  async function addPhoto(who: Member, extra: Record<string, unknown> = {}): Promise<TProfilePhoto> {
    const done = await upload(t, who, await jpegBytes(), 'me.jpg', 'image/jpeg');
    const res = await call(who, 'POST', `/api/users/${who.user.id}/photos`, {
      photoUrl: done.ticket.uploadURL,
      fileName: 'me.jpg',
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  const list = async (viewer: Member, owner: Member) =>
    (await call(viewer, 'GET', `/api/users/${owner.user.id}/photos`)).json().photos as TProfilePhoto[];
  const primaryIds = async (who: Member) =>
    (await list(who, who)).filter((p) => p.isPrimary).map((p) => p.id);

  it('makes the first photo primary, keeps later ones not, and honours isPrimary', async () => {
    const anna = await member(t);
    const first = await addPhoto(anna);
    expect(first).toMatchObject({ isPrimary: true, fileName: 'me.jpg' });
    // The spec's relative-URL rule leaves our URLs as they are.
    expect(first.photoUrl).toMatch(/^\/photos\/[0-9a-f-]{36}$/);
    expect(resolvePhotoUrl(first.photoUrl)).toBe(first.photoUrl);
    const second = await addPhoto(anna, { isPrimary: false });
    expect(second.isPrimary).toBe(false);
    const third = await addPhoto(anna, { isPrimary: true });
    expect(third.isPrimary).toBe(true);
    expect(await primaryIds(anna)).toEqual([third.id]);
    expect((await list(anna, anna)).map((p) => p.id)).toEqual([first.id, second.id, third.id]);
  });

  it('sets the primary photo, one at a time, and only among the owner’s own', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const a1 = await addPhoto(anna);
    const a2 = await addPhoto(anna);
    const set = await call(anna, 'PUT', `/api/users/${anna.user.id}/photos/${a2.id}/primary`);
    expect(set.statusCode).toBe(200);
    expect(set.json().photos.map((p: TProfilePhoto) => [p.id, p.isPrimary])).toEqual([
      [a1.id, false],
      [a2.id, true],
    ]);
    // Someone else's path: 403; someone else's photo under one's own path: 404.
    expect((await call(ben, 'PUT', `/api/users/${anna.user.id}/photos/${a1.id}/primary`)).statusCode).toBe(
      403,
    );
    const foreign = await call(ben, 'PUT', `/api/users/${ben.user.id}/photos/${a1.id}/primary`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, TEXT.photo.notFound]);
    expect(await primaryIds(anna)).toEqual([a2.id]);
  });

  it('refuses to add someone else’s upload or the same photo twice', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const done = await upload(t, anna, await jpegBytes(), 'mine.jpg', 'image/jpeg');
    const stolen = await call(ben, 'POST', `/api/users/${ben.user.id}/photos`, {
      photoUrl: done.ticket.photoUrl,
    });
    expect([stolen.statusCode, stolen.json().message]).toEqual([404, TEXT.photo.notFound]);
    const forOther = await call(ben, 'POST', `/api/users/${anna.user.id}/photos`, {
      photoUrl: done.ticket.photoUrl,
    });
    expect(forOther.statusCode).toBe(403);
    const external = await call(anna, 'POST', `/api/users/${anna.user.id}/photos`, {
      photoUrl: 'https://tracker.example/me.jpg',
    });
    expect(external.statusCode).toBe(404);
    expect(
      (await call(anna, 'POST', `/api/users/${anna.user.id}/photos`, { photoUrl: done.ticket.photoUrl }))
        .statusCode,
    ).toBe(201);
    const twice = await call(anna, 'POST', `/api/users/${anna.user.id}/photos`, {
      photoUrl: done.ticket.photoUrl,
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, TEXT.photo.alreadyInProfile]);
  });

  it('deletes a photo with its stored objects, and the oldest remaining one becomes primary', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const a1 = await addPhoto(anna);
    const a2 = await addPhoto(anna);
    const a3 = await addPhoto(anna);
    const idOf = (p: TProfilePhoto) => p.photoUrl.replace('/photos/', '');
    expect((await t.deps.photos.list()).filter((k) => k.includes(idOf(a1)))).toHaveLength(2);
    expect((await getPhoto(t, ben, a1.photoUrl)).statusCode).toBe(200);

    expect((await call(ben, 'DELETE', `/api/users/${anna.user.id}/photos/${a1.id}`)).statusCode).toBe(403);
    const res = await call(anna, 'DELETE', `/api/users/${anna.user.id}/photos/${a1.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().photos.map((p: TProfilePhoto) => [p.id, p.isPrimary])).toEqual([
      [a2.id, true],
      [a3.id, false],
    ]);
    expect((await t.deps.photos.list()).filter((k) => k.includes(idOf(a1)))).toEqual([]);
    expect((await getPhoto(t, anna, a1.photoUrl)).statusCode).toBe(404);
    const again = await call(anna, 'DELETE', `/api/users/${anna.user.id}/photos/${a1.id}`);
    expect([again.statusCode, again.json().message]).toEqual([404, TEXT.photo.notFound]);

    // Deleting a non-primary photo leaves the primary alone.
    await call(anna, 'DELETE', `/api/users/${anna.user.id}/photos/${a3.id}`);
    expect(await primaryIds(anna)).toEqual([a2.id]);
  });

  it('keeps the bytes of a deleted profile photo that a chat message still shows', async () => {
    const anna = await member(t);
    const photo = await addPhoto(anna);
    const room = await createRoom(t.deps, anna.user, { name: `Keep ${store}${Date.now()}`, isPrivate: true });
    await sendMessage(t.deps, anna.user, { roomId: room.id, messageType: 'photo', photoUrl: photo.photoUrl });
    await call(anna, 'DELETE', `/api/users/${anna.user.id}/photos/${photo.id}`);
    expect(await list(anna, anna)).toEqual([]);
    expect((await getPhoto(t, anna, photo.photoUrl)).statusCode).toBe(200);
  });

  it('shows profile photos to other members, but not to someone the owner blocked', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const photo = await addPhoto(anna);
    expect((await list(ben, anna)).map((p) => p.id)).toEqual([photo.id]);
    await t.deps.db
      .insertInto('blockedUsers')
      .values({ blockerId: anna.user.id, blockedId: ben.user.id })
      .execute();
    expect(await list(ben, anna)).toEqual([]);
    expect((await getPhoto(t, ben, photo.photoUrl)).statusCode).toBe(404);
    expect((await getPhoto(t, anna, photo.photoUrl)).statusCode).toBe(200);
  });
});
