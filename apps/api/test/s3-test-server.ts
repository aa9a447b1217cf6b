import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../src/photos/s3-store';

export interface S3TestServer {
  /** Options for an S3Store on this server; each call names a fresh bucket. */
  storeOptions(): S3StoreOptions;
  close(): Promise<void>;
}

let buckets = 0;

/**
 * An S3 API on loopback (s3rver, real HTTP) with a throw-away directory. s3rver does not
 * check version 4 signatures, so a tampered presigned URL is not caught here; MinIO does.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'nahbar-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    storeOptions() {
      buckets += 1;
      return {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: `nahbar-test-${process.pid}-${buckets}`,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        region: 'us-east-1',
        pathStyle: true,
      };
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
