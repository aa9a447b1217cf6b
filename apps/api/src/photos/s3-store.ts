import { Client } from 'minio';
import {
  assertSafeKey,
  type PhotoStore,
  type StoredObjectInfo,
  type StoredObjectStream,
  StoredObjectTooLargeError,
} from './photo-store';
import { readLimited } from './read-limited';

export interface S3StoreOptions {
  /** e.g. `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** `http://host:port/bucket/key` rather than `http://bucket.host/key`; MinIO wants it. */
  pathStyle?: boolean;
  /**
   * The endpoint as browsers reach it, when it differs from the API's (a container name
   * inside a compose network, say). Presigned URLs are signed for this host.
   */
  publicEndpoint?: string;
}

function clientFor(endpoint: string, options: S3StoreOptions): Client {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    // With the region given, presigning is pure computation: no request to learn it.
    region: options.region,
    pathStyle: options.pathStyle ?? true,
  });
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'NotFound' || error.code === 'NoSuchKey';
}

function isAlreadyThere(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'BucketAlreadyOwnedByYou' || error.code === 'BucketAlreadyExists';
}

/** Photos in an S3 bucket through the MinIO client; the bucket is made at start if missing. */
export class S3Store implements PhotoStore {
  readonly kind = 's3';

  private constructor(
    private readonly client: Client,
    private readonly signer: Client,
    private readonly bucket: string,
  ) {}

  static async open(options: S3StoreOptions): Promise<S3Store> {
    const client = clientFor(options.endpoint, options);
    const signer = options.publicEndpoint ? clientFor(options.publicEndpoint, options) : client;
    if (!(await client.bucketExists(options.bucket))) {
      try {
        await client.makeBucket(options.bucket, options.region);
      } catch (error) {
        // Another instance starting at the same time made it first.
        if (!isAlreadyThere(error)) throw error;
      }
    }
    return new S3Store(client, signer, options.bucket);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async get(key: string, maxBytes?: number): Promise<Buffer | undefined> {
    assertSafeKey(key);
    try {
      const stream = await this.client.getObject(this.bucket, key);
      return await readLimited(stream, maxBytes ?? Number.POSITIVE_INFINITY, () => {
        return new StoredObjectTooLargeError(key);
      });
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async openRead(key: string): Promise<StoredObjectStream | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    try {
      return { stream: await this.client.getObject(this.bucket, key), size: info.size };
    } catch (error) {
      // Removed between the two requests.
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | undefined> {
    assertSafeKey(key);
    try {
      const info = await this.client.statObject(this.bucket, key);
      const contentType: unknown = info.metaData['content-type'];
      return { size: info.size, contentType: typeof contentType === 'string' ? contentType : undefined };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) assertSafeKey(key);
    if (keys.length > 0) await this.client.removeObjects(this.bucket, keys);
  }

  async list(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if (item.name) keys.push(item.name);
    }
    return keys.sort();
  }

  presignPut(key: string, expiresInSeconds: number): Promise<string> {
    assertSafeKey(key);
    return this.signer.presignedPutObject(this.bucket, key, expiresInSeconds);
  }

  /** One HEAD of the bucket: answers whether the store is reachable, and with these keys. */
  async check(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket)))
      throw new Error(`the bucket ${this.bucket} is missing`);
  }

  async close(): Promise<void> {}
}
