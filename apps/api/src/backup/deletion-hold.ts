import type { PhotoStore, StoredObjectInfo, StoredObjectStream } from '../photos/photo-store';

/**
 * The photo store, with its deletions held back while a backup copies the photos. A backup
 * snapshots the database first and copies the photos after: every photo a message in the
 * snapshot names was written before it, so it is there to copy unless something deletes it in
 * between (a message removed, an account erased). Deletions asked for meanwhile wait and run
 * when the last backup lets go; a process that dies first leaves those files behind, unused.
 */
export class DeletionHold implements PhotoStore {
  readonly kind: PhotoStore['kind'];
  #holders = 0;
  #waiting: string[] = [];
  #flushing: Promise<void> = Promise.resolve();

  constructor(private readonly store: PhotoStore) {
    this.kind = store.kind;
  }

  /** Holds deletions until the returned function is called (once). */
  hold(): () => Promise<void> {
    this.#holders += 1;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.#holders -= 1;
      if (this.#holders > 0 || this.#waiting.length === 0) return;
      const keys = this.#waiting;
      this.#waiting = [];
      this.#flushing = this.#flushing.then(() => this.store.delete(keys));
      await this.#flushing;
    };
  }

  async delete(keys: string[]): Promise<void> {
    if (this.#holders > 0) {
      this.#waiting.push(...keys);
      return;
    }
    await this.store.delete(keys);
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    // Written again after a deletion was asked for (a retried upload): the new bytes stay.
    if (this.#waiting.includes(key)) this.#waiting = this.#waiting.filter((k) => k !== key);
    return this.store.put(key, body, contentType);
  }

  get(key: string, maxBytes?: number): Promise<Buffer | undefined> {
    return this.store.get(key, maxBytes);
  }

  openRead(key: string): Promise<StoredObjectStream | undefined> {
    return this.store.openRead(key);
  }

  stat(key: string): Promise<StoredObjectInfo | undefined> {
    return this.store.stat(key);
  }

  list(prefix?: string): Promise<string[]> {
    return this.store.list(prefix);
  }

  presignPut(key: string, expiresInSeconds: number): Promise<string | undefined> {
    return this.store.presignPut(key, expiresInSeconds);
  }

  check(): Promise<void> {
    return this.store.check();
  }

  async close(): Promise<void> {
    await this.#flushing.catch(() => {});
    await this.store.close();
  }
}
