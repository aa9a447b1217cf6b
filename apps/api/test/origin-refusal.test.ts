import { de, en, renderText } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppRouter } from '../src/trpc/root';
import { ORIGIN, registration, startTestApp, type TestApp, testConfig, uniqueName } from './harness';
import { listen } from './live-clients';

// The refusal does not depend on the database: the embedded one is enough.
const [kind] = testDatabaseKinds();

describe('origins accepted with default settings', () => {
  it('accepts localhost and 127.0.0.1 on the configured port', () => {
    expect(loadConfig({}).allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(loadConfig({ PORT: '4100' }).allowedOrigins).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
    ]);
  });

  it('accepts the other loopback name when PUBLIC_ORIGIN names one', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:4100/' });
    expect(config.publicOrigin).toBe('http://127.0.0.1:4100');
    expect(config.allowedOrigins).toEqual(['http://127.0.0.1:4100', 'http://localhost:4100']);
  });

  it('accepts only the public origin and ALLOWED_ORIGINS elsewhere', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://chat.example',
      ALLOWED_ORIGINS: 'http://localhost:5173',
    });
    expect(config.appOrigins).toEqual(['https://chat.example']);
    expect(config.allowedOrigins).toEqual(['https://chat.example', 'http://localhost:5173']);
  });
});

describe('a request refused for its origin', () => {
  let t: TestApp;
  let http: string;
  beforeAll(async () => {
    if (!kind) throw new Error('no test database');
    t = await startTestApp(kind);
    http = (await listen(t.app)).http;
  });
  afterAll(() => t.close());

  const expected = { key: 'request.foreignOrigin', params: [ORIGIN] };

  it('answers REST with its own error word and names the expected origin', async () => {
    for (const origin of [undefined, 'https://evil.example', 'http://localhost:5999']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: origin ? { origin } : {},
        payload: { username: 'someone', password: 'whatever' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'Foreign Origin',
        message: en.request.foreignOrigin(ORIGIN),
        text: expected,
      });
      expect(res.json().message).toContain('http://localhost:3000');
    }
  });

  it('reaches the tRPC client as an error whose text the web app renders, for every call of a batch', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${http}/trpc`,
          headers: { origin: 'http://192.168.1.20:3000' },
        }),
      ],
    });
    const calls = [
      client.auth.login.mutate({ username: 'someone', password: 'whatever' }),
      client.auth.logout.mutate(),
    ];
    for (const outcome of await Promise.allSettled(calls)) {
      expect(outcome.status).toBe('rejected');
      const error = outcome.status === 'rejected' ? outcome.reason : undefined;
      expect(error).toBeInstanceOf(TRPCClientError);
      const data = (error as TRPCClientError<AppRouter>).data as unknown as Record<string, unknown>;
      expect(data).toMatchObject({
        code: 'FORBIDDEN',
        httpStatus: 403,
        appCode: 'FOREIGN_ORIGIN',
        text: expected,
      });
      expect(renderText(en, expected.key, expected.params)).toBe(en.request.foreignOrigin(ORIGIN));
      expect(renderText(de, expected.key, expected.params)).toContain(
        'Öffne die App unter http://localhost:3000',
      );
    }
  });

  it('lets the same app in at 127.0.0.1 and at localhost', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin },
        payload: registration(uniqueName('loop')),
      });
      expect(res.statusCode, origin).toBe(201);
    }
  });

  it('refuses a WebSocket upgrade from another origin the same way', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ws',
      headers: { origin: 'https://evil.example', upgrade: 'websocket', connection: 'upgrade' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Foreign Origin');
  });
});

describe('the expected origin named', () => {
  it('is the configured public origin', async () => {
    if (!kind) throw new Error('no test database');
    const database = await kind.create();
    const app = await buildApp(
      testConfig({ publicOrigin: 'https://chat.example', allowedOrigins: ['https://chat.example'] }),
      {
        db: database.db,
      },
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/rooms',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res.json().text).toEqual({ key: 'request.foreignOrigin', params: ['https://chat.example'] });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
