import { TEXT } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, registration, startTestDeps, uniqueName } from '../../../test/harness';
import { pngBytes } from '../../../test/photo-fixtures';
import type { Actor, AppDeps } from '../../deps';
import { startHousekeeping } from '../../services/housekeeping/start-housekeeping';
import { deleteAllPhotosOf } from '../../services/photos/delete-all-photos-of';
import { receiveLocalUpload } from '../../services/photos/receive-local-upload';

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe.each(testDatabaseKinds())('photos router on $name', (kind) => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  let anna: Actor;
  beforeAll(async () => {
    ({ deps, close } = await startTestDeps(kind));
    const user = await callerFor(deps, null).caller.auth.register(registration(uniqueName('Ph')));
    const row = await usersQueries.findById(deps.db, user.id);
    if (!row) throw new Error('registered user not found');
    anna = row;
  });
  afterAll(() => close());

  const as = (actor: Actor | null) => callerFor(deps, actor).caller.photos;

  /** The web client's flow: a URL by tRPC, then a plain PUT of the bytes. */
  async function uploaded(fileName = 'me.png') {
    const ticket = await as(anna).createUploadUrl({ fileName });
    const token = ticket.uploadURL.replace('/api/photos/upload/', '');
    const bytes = await pngBytes();
    await receiveLocalUpload(deps, anna, token, {
      contentType: 'image/png',
      contentLength: bytes.length,
      read: async () => bytes,
    });
    return ticket;
  }

  it('needs a session', async () => {
    expect((await trpcError(as(null).createUploadUrl({ fileName: 'a.jpg' }))).code).toBe('UNAUTHORIZED');
  });

  it('words input errors from the catalogue', async () => {
    const error = await trpcError(as(anna).createUploadUrl({ fileName: '  ' }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', TEXT.photo.notAnImage]);
  });

  it('reports a photo not uploaded yet, then the processed photo once it is', async () => {
    const ticket = await as(anna).createUploadUrl({ fileName: 'later.png' });
    const early = await trpcError(as(anna).complete({ photoId: ticket.photoId }));
    expect([early.code, early.message]).toEqual(['BAD_REQUEST', TEXT.photo.notUploaded]);
    const done = await uploaded();
    expect(await as(anna).complete({ photoId: done.photoId })).toMatchObject({
      id: done.photoId,
      photoUrl: done.photoUrl,
      contentType: 'image/jpeg',
      width: 40,
      height: 30,
    });
  });

  it('adds, lists, sets primary and deletes profile photos', async () => {
    const first = await uploaded();
    const second = await uploaded();
    const p1 = await as(anna).addProfilePhoto({ photoUrl: first.photoUrl });
    const p2 = await as(anna).addProfilePhoto({ photoUrl: second.photoUrl, fileName: 'beach.png' });
    expect([p1.isPrimary, p2.isPrimary, p2.fileName]).toEqual([true, false, 'beach.png']);
    const { photos } = await as(anna).setPrimary({ photoId: p2.id });
    expect(photos.map((p) => p.isPrimary)).toEqual([false, true]);
    const after = await as(anna).deleteProfilePhoto({ photoId: p2.id });
    expect(after.photos.map((p) => [p.id, p.isPrimary])).toEqual([[p1.id, true]]);
    expect((await as(anna).profilePhotos({ userId: anna.id })).photos).toHaveLength(1);
  });

  /** An upload started two hours ago and never finished: past its expiry and grace period. */
  async function staleUpload(fileName: string): Promise<string> {
    const { photoId } = await as(anna).createUploadUrl({ fileName });
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await deps.db
      .updateTable('photos')
      .set({ uploadExpiresAt: hoursAgo })
      .where('id', '=', photoId)
      .execute();
    return photoId;
  }
  const isStored = async (photoId: string) =>
    (await deps.db.selectFrom('photos').select('id').where('id', '=', photoId).executeTakeFirst()) !==
    undefined;

  it('sweeps away an unfinished upload once it expired and the grace period passed', async () => {
    const stale = await staleUpload('forgotten.jpg');
    await as(anna).createUploadUrl({ fileName: 'fresh.jpg' });
    expect(await isStored(stale)).toBe(false);
  });

  it("sweeps everyone's expired uploads from a timer too", async () => {
    const stale = await staleUpload('left-behind.jpg');
    const failures: unknown[] = [];
    const stop = startHousekeeping(deps, (error) => failures.push(error), 20);
    try {
      for (let i = 0; i < 100 && (await isStored(stale)); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      stop();
    }
    expect(await isStored(stale)).toBe(false);
    expect(failures).toEqual([]);
  });

  it('removes every photo of a member with its bytes, for account deletion', async () => {
    const user = await callerFor(deps, null).caller.auth.register(registration(uniqueName('Gone')));
    const row = await usersQueries.findById(deps.db, user.id);
    if (!row) throw new Error('registered user not found');
    const ticket = await as(row).createUploadUrl({ fileName: 'bye.png' });
    const bytes = await pngBytes();
    await receiveLocalUpload(deps, row, ticket.uploadURL.replace('/api/photos/upload/', ''), {
      contentType: 'image/png',
      contentLength: bytes.length,
      read: async () => bytes,
    });
    await as(row).addProfilePhoto({ photoUrl: ticket.photoUrl });
    expect((await deps.photos.list()).filter((key) => key.includes(ticket.photoId))).toHaveLength(2);
    expect(await deleteAllPhotosOf(deps, row.id)).toBe(1);
    expect((await deps.photos.list()).filter((key) => key.includes(ticket.photoId))).toEqual([]);
    expect((await as(row).profilePhotos({ userId: row.id })).photos).toEqual([]);
  });

  it('limits how many uploads one member may have open', async () => {
    const open = await deps.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ownerId', '=', anna.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    for (let i = Number(open.n); i < 20; i += 1) await as(anna).createUploadUrl({ fileName: `${i}.jpg` });
    const error = await trpcError(as(anna).createUploadUrl({ fileName: 'one-more.jpg' }));
    expect([error.code, error.message]).toEqual(['TOO_MANY_REQUESTS', TEXT.photo.tooManyUploads]);
  });
});
