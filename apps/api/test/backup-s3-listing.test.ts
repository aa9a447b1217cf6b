import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY } from '../src/backup/backup-manifest';
import { openArchive } from '../src/backup/read-archive';
import { writeArchiveFile, writeBackup } from '../src/backup/write-backup';
import { S3Store } from '../src/photos/s3-store';
import { type S3TestServer, startS3TestServer } from './s3-test-server';

/** Photos on S3 stay there: the archive lists the bucket's keys for the operator's own copy. */
describe('a backup with photos on S3', () => {
  let s3: S3TestServer;
  let dir: string;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    dir = await mkdtemp(join(tmpdir(), 'nahbar-backup-s3-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the bucket’s objects in the archive and its manifest, and copies none', async () => {
    const kind = testDatabaseKinds()[0];
    if (!kind) throw new Error('no database kind');
    const database = await kind.create();
    const options = s3.storeOptions();
    const photos = await S3Store.open(options);
    try {
      await photos.put('photos/a.jpg', Buffer.from('a'), 'image/jpeg');
      await photos.put('photos/a-thumb.jpg', Buffer.from('t'), 'image/jpeg');
      const file = join(dir, 'backup.zip');
      const source = {
        db: database.db,
        databaseUrl: undefined,
        dataDir: 'memory://',
        photos,
        s3Bucket: options.bucket,
        hold: undefined,
        madeBy: 'command' as const,
      };
      const made = await writeArchiveFile(file, (out) => writeBackup(source, out));
      expect(made.photos).toEqual({
        store: 's3',
        bucket: options.bucket,
        objects: 2,
        listing: ENTRY.s3Listing,
        copied: false,
      });
      const archive = await openArchive(file);
      try {
        expect(archive.manifest).toEqual(made);
        expect(archive.names.filter((name) => name.startsWith(ENTRY.photos))).toEqual([]);
        expect(archive.names).toContain(ENTRY.pglite);
        const listing = (await buffer(await archive.read(ENTRY.s3Listing))).toString('utf8');
        expect(listing).toBe('photos/a-thumb.jpg\nphotos/a.jpg\n');
      } finally {
        archive.close();
      }
    } finally {
      await photos.close();
      await database.close();
    }
  });
});
