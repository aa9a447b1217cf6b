import type { TUploadUrlResult } from '@nahbar/contracts';
import { type User, usersQueries } from '@nahbar/db';
import type { TestDatabaseKind } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { AppDeps } from '../src/deps';
import { S3Store } from '../src/photos/s3-store';
import { ORIGIN, signUp, testConfig } from './harness';
import type { S3TestServer } from './s3-test-server';

export type StoreKindName = 'local' | 's3';

export interface PhotoTestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/** The whole app on a fresh database, with photos on local disk or on an S3 test server. */
export async function startPhotoApp(
  dbKind: TestDatabaseKind,
  store: StoreKindName,
  s3: () => S3TestServer,
  more: { config?: Partial<AppConfig>; build?: Omit<BuildOptions, 'db' | 'photos'> } = {},
): Promise<PhotoTestApp> {
  const database = await dbKind.create();
  const photos = store === 's3' ? await S3Store.open(s3().storeOptions()) : undefined;
  const app = await buildApp(testConfig(more.config), {
    ...more.build,
    db: database.db,
    ...(photos ? { photos } : {}),
  });
  return {
    app,
    deps: app.deps,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface Member {
  cookie: string;
  user: User;
}

export async function member(t: PhotoTestApp): Promise<Member> {
  const { cookie, user } = await signUp(t.app);
  const row = await usersQueries.findById(t.deps.db, user.id);
  if (!row) throw new Error('signed-up user missing');
  return { cookie, user: row };
}

export interface UploadOutcome {
  status: number;
  body: Record<string, unknown>;
  ticket: TUploadUrlResult;
}

/**
 * The client's upload: ask for a URL, PUT the bytes to it (the API's own one-time URL, or
 * a presigned S3 URL over real HTTP), and for S3 ask for processing, as the web client does.
 */
export async function upload(
  t: PhotoTestApp,
  who: Member,
  bytes: Buffer,
  fileName: string,
  contentType: string,
): Promise<UploadOutcome> {
  const urlRes = await t.app.inject({
    method: 'POST',
    url: '/api/photos/upload-url',
    headers: { origin: ORIGIN, cookie: who.cookie },
    payload: { fileName },
  });
  if (urlRes.statusCode !== 200) throw new Error(`upload-url failed: ${urlRes.statusCode} ${urlRes.body}`);
  const ticket = urlRes.json() as TUploadUrlResult;
  if (ticket.uploadURL.startsWith('/')) {
    const res = await t.app.inject({
      method: 'PUT',
      url: ticket.uploadURL,
      headers: { origin: ORIGIN, cookie: who.cookie, 'content-type': contentType },
      payload: bytes,
    });
    return { status: res.statusCode, body: res.json(), ticket };
  }
  const put = await fetch(ticket.uploadURL, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': contentType },
  });
  if (put.status !== 200) throw new Error(`S3 PUT failed: ${put.status}`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/photos/${ticket.photoId}/complete`,
    headers: { origin: ORIGIN, cookie: who.cookie },
  });
  return { status: res.statusCode, body: res.json(), ticket };
}

export function getPhoto(
  t: PhotoTestApp,
  who: Member | null,
  url: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
  });
}
