import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStore } from '../photos/local-disk-store';
import { DeletionHold } from './deletion-hold';

describe('photo deletions held during a backup', () => {
  let root: string;
  let store: DeletionHold;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'nahbar-hold-'));
    store = new DeletionHold(await LocalDiskStore.open(root));
    await store.put('photos/a.jpg', Buffer.from('a'), 'image/jpeg');
    await store.put('photos/b.jpg', Buffer.from('b'), 'image/jpeg');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('wait until the last hold lets go, then run', async () => {
    const first = store.hold();
    const second = store.hold();
    await store.delete(['photos/a.jpg']);
    expect(await store.list()).toEqual(['photos/a.jpg', 'photos/b.jpg']);
    await first();
    await first(); // a second release of the same hold changes nothing
    expect(await store.list()).toEqual(['photos/a.jpg', 'photos/b.jpg']);
    await second();
    expect(await store.list()).toEqual(['photos/b.jpg']);
    await store.delete(['photos/b.jpg']);
    expect(await store.list()).toEqual([]);
  });

  it('keep a file written again after its deletion was asked for', async () => {
    const release = store.hold();
    await store.delete(['photos/a.jpg', 'photos/b.jpg']);
    await store.put('photos/a.jpg', Buffer.from('again'), 'image/jpeg');
    await release();
    expect(await store.list()).toEqual(['photos/a.jpg']);
    expect(String(await store.get('photos/a.jpg'))).toBe('again');
  });
});
