import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStore } from '../src/photos/create-photo-store';
import { LocalDiskStore } from '../src/photos/local-disk-store';
import { type PhotoStore, StoredObjectTooLargeError } from '../src/photos/photo-store';
import { S3Store } from '../src/photos/s3-store';
import { testConfig } from './harness';
import { type S3TestServer, startS3TestServer } from './s3-test-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

/** A MinIO client of its own on the test server, to change what a store sees behind its back. */
function probeOf(options: ReturnType<S3TestServer['storeOptions']>): Client {
  return new Client({
    endPoint: '127.0.0.1',
    port: Number(new URL(options.endpoint).port),
    useSSL: false,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: true,
  });
}

const kinds: { name: 'local' | 's3'; open(): Promise<PhotoStore> }[] = [
  {
    name: 'local',
    open: async () =>
      LocalDiskStore.open(await mkdtemp(join(tmpdir(), 'nahbar-store-test-')), { removeOnClose: true }),
  },
  { name: 's3', open: () => S3Store.open(s3.storeOptions()) },
];

describe.each(kinds)('PhotoStore contract: $name', (kind) => {
  let store: PhotoStore;
  beforeAll(async () => {
    store = await kind.open();
  });
  afterAll(() => store.close());

  it('gives back what was put, with its size', async () => {
    const body = Buffer.from('not really a jpeg, but bytes are bytes');
    await store.put('photos/a1.jpg', body, 'image/jpeg');
    expect(await store.get('photos/a1.jpg')).toEqual(body);
    expect((await store.stat('photos/a1.jpg'))?.size).toBe(body.length);
  });

  it('replaces an object put again under the same key', async () => {
    await store.put('photos/a2.jpg', Buffer.from('first'), 'image/jpeg');
    await store.put('photos/a2.jpg', Buffer.from('second, longer'), 'image/jpeg');
    expect((await store.get('photos/a2.jpg'))?.toString()).toBe('second, longer');
  });

  it('answers undefined for a missing object', async () => {
    expect(await store.get('photos/missing.jpg')).toBeUndefined();
    expect(await store.stat('photos/missing.jpg')).toBeUndefined();
  });

  it('streams an object with its size, and answers undefined for a missing one', async () => {
    const body = Buffer.alloc(300_000, 7);
    body.write('streamed bytes', 1000);
    await store.put('photos/s1.jpg', body, 'image/jpeg');
    const opened = await store.openRead('photos/s1.jpg');
    expect(opened?.size).toBe(body.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
    expect(await store.openRead('photos/missing.jpg')).toBeUndefined();
    await expect(store.openRead('../escape')).rejects.toThrow(/unsafe/i);
  });

  it('stops reading past maxBytes', async () => {
    await store.put('incoming/big', Buffer.alloc(2048, 1), 'application/octet-stream');
    await expect(store.get('incoming/big', 1024)).rejects.toBeInstanceOf(StoredObjectTooLargeError);
    expect(await store.get('incoming/big', 2048)).toHaveLength(2048);
  });

  it('deletes objects, missing ones included, and lists by prefix', async () => {
    await store.put('photos/b1.jpg', Buffer.from('1'), 'image/jpeg');
    await store.put('photos/b1-thumb.jpg', Buffer.from('2'), 'image/jpeg');
    await store.put('incoming/b2', Buffer.from('3'), 'image/png');
    expect(await store.list('photos/b1')).toEqual(['photos/b1-thumb.jpg', 'photos/b1.jpg']);
    await store.delete(['photos/b1.jpg', 'photos/b1-thumb.jpg', 'photos/never-there.jpg']);
    expect(await store.list('photos/b1')).toEqual([]);
    expect(await store.list('incoming/')).toContain('incoming/b2');
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../escape', 'photos/../../etc/passwd', '/abs', 'photos//x', 'Photos/X.jpg', '']) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe/i);
    }
  });

  if (kind.name === 's3') {
    it('hands out a real presigned PUT URL that takes the bytes over HTTP', async () => {
      const url = await store.presignPut('incoming/c1', 600);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/nahbar-test-[\w-]+\/incoming\/c1\?/);
      expect(url).toContain('X-Amz-Signature=');
      expect(url).toContain('X-Amz-Expires=600');
      const body = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
      const res = await fetch(url ?? '', { method: 'PUT', body, headers: { 'content-type': 'image/jpeg' } });
      expect(res.status).toBe(200);
      expect(await store.get('incoming/c1')).toEqual(body);
      expect(await store.stat('incoming/c1')).toEqual({ size: body.length, contentType: 'image/jpeg' });
    });

    it('creates its bucket at start when missing, and opens an existing one', async () => {
      const options = s3.storeOptions();
      const probe = probeOf(options);
      expect(await probe.bucketExists(options.bucket)).toBe(false);
      await S3Store.open(options);
      expect(await probe.bucketExists(options.bucket)).toBe(true);
      const again = await S3Store.open(options);
      expect(await again.list()).toEqual([]);
    });

    it('passes its readiness check while its bucket is there, and fails it once it is gone', async () => {
      const options = s3.storeOptions();
      const own = await S3Store.open(options);
      await expect(own.check()).resolves.toBeUndefined();
      await probeOf(options).removeBucket(options.bucket);
      await expect(own.check()).rejects.toThrow(/missing/);
    });
  } else {
    it('passes its readiness check while its directory is there, and fails it once it is gone', async () => {
      const root = await mkdtemp(join(tmpdir(), 'nahbar-store-check-'));
      const own = await LocalDiskStore.open(root);
      await expect(own.check()).resolves.toBeUndefined();
      await rm(root, { recursive: true });
      await expect(own.check()).rejects.toThrow(/ENOENT/);
    });

    it('takes no direct uploads (the API hands out its own URL) and leaves no temporary files', async () => {
      expect(await store.presignPut('incoming/c1', 600)).toBeUndefined();
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => store.put('photos/d1.jpg', Buffer.alloc(1000, i), 'image/jpeg')),
      );
      expect(await store.list('photos/d1')).toEqual(['photos/d1.jpg']);
      expect((await store.get('photos/d1.jpg'))?.length).toBe(1000);
    });
  }
});

describe('createPhotoStore', () => {
  it('uses S3 when the settings are there and local disk otherwise', async () => {
    const { endpoint, bucket, accessKey, secretKey, region } = s3.storeOptions();
    const remote = await createPhotoStore(
      testConfig({
        s3: { endpoint, bucket, accessKey, secretKey, region, pathStyle: true, publicEndpoint: undefined },
      }),
    );
    expect(remote.kind).toBe('s3');
    await remote.put('photos/e1.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await remote.list()).toEqual(['photos/e1.jpg']);
    const local = await createPhotoStore(testConfig());
    expect(local.kind).toBe('local');
    await local.close();
  });
});
