import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { LocalDiskStore } from './local-disk-store';
import type { PhotoStore } from './photo-store';
import { S3Store, type S3StoreOptions } from './s3-store';

/**
 * S3 when the settings are there, else files under `DATA_DIR/photos`. An in-memory
 * database (`memory://`) gets a throw-away directory, removed when the app closes.
 */
export async function createPhotoStore(config: AppConfig): Promise<PhotoStore> {
  if (config.s3) {
    const { publicEndpoint, ...settings } = config.s3;
    const options: S3StoreOptions = { ...settings, ...(publicEndpoint ? { publicEndpoint } : {}) };
    return S3Store.open(options);
  }
  if (config.dataDir === 'memory://') {
    return LocalDiskStore.open(await mkdtemp(join(tmpdir(), 'nahbar-photos-')), { removeOnClose: true });
  }
  return LocalDiskStore.open(join(config.dataDir, 'photos'));
}
