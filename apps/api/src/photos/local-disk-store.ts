import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  assertSafeKey,
  type PhotoStore,
  type StoredObjectInfo,
  type StoredObjectStream,
  StoredObjectTooLargeError,
} from './photo-store';
import { readLimited } from './read-limited';

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/**
 * Photos as files under one directory. Writes go to a temporary name first and are renamed
 * into place, so a reader never sees half a photo. Content types are not kept: every
 * stored photo was re-encoded by us, and its type is in the database.
 */
export class LocalDiskStore implements PhotoStore {
  readonly kind = 'local';

  private constructor(
    private readonly root: string,
    private readonly removeOnClose: boolean,
  ) {}

  /** Creates the directory if missing. `removeOnClose` suits throw-away stores (tests). */
  static async open(root: string, options: { removeOnClose?: boolean } = {}): Promise<LocalDiskStore> {
    await mkdir(root, { recursive: true });
    return new LocalDiskStore(root, options.removeOnClose ?? false);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.tmp-${randomBytes(6).toString('hex')}`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, maxBytes?: number): Promise<Buffer | undefined> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (maxBytes !== undefined && info.size > maxBytes) throw new StoredObjectTooLargeError(key);
      return await readLimited(createReadStream(path), maxBytes ?? Number.POSITIVE_INFINITY, () => {
        return new StoredObjectTooLargeError(key);
      });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async openRead(key: string): Promise<StoredObjectStream | undefined> {
    const path = this.pathOf(key);
    // Opened first, so a file removed meanwhile is missing here rather than an error mid-read.
    const handle = await open(path, 'r').catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      return { stream: handle.createReadStream(), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: undefined } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async list(prefix = ''): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.includes('.tmp-'))
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((key) => key.startsWith(prefix))
      .sort();
  }

  async presignPut(): Promise<undefined> {
    return undefined;
  }

  /** A stat and an access check: no file is written, so a probe every few seconds costs nothing. */
  async check(): Promise<void> {
    if (!(await stat(this.root)).isDirectory()) throw new Error('the photo directory is not a directory');
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await rm(this.root, { recursive: true, force: true });
  }
}
