import { createRequire } from 'node:module';
import {
  englishText,
  type TextRef,
  WS_CLIENT_FRAME_TYPES,
  ZErrorBody,
  ZSendMessageInput,
  ZWsClientFrame,
  ZWsServerFrame,
} from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/api-docs/route-doc';
import { ROUTE_DOCS } from '../src/api-docs/route-docs';
import { WS_CLIENT_EXAMPLES, WS_SERVER_EXAMPLES } from '../src/api-docs/ws-examples';
import { buildApp } from '../src/app';
import { routeKeys } from './authorization-calls';
import { testConfig } from './harness';

/**
 * AsyncAPI's own JSON Schema of a 3.0.0 document (the copy without `$id`s: the one with them
 * names the draft-07 meta-schema that Ajv already holds).
 */
function asyncApiErrors(doc: unknown) {
  const schemas = createRequire(import.meta.url)('@asyncapi/specs') as {
    schemasWithoutId: Record<string, object>;
  };
  const ajv = new Ajv({ allErrors: true, strict: false, meta: false, validateSchema: false });
  addFormats(ajv);
  const validate = ajv.compile(schemas.schemasWithoutId['3.0.0'] ?? {});
  return validate(doc) ? null : validate.errors;
}

/**
 * The REST surface: `/api/...`, photos and link-preview images. `/trpc` and `/ws` are not REST,
 * nor is `/metrics`: Prometheus's text format for the operator's scraper, behind a token of the
 * operator's, described with its metrics in docs/operations.md rather than in the API documents.
 */
const isRest = (key: string) => / \/(api|photos|link-previews)\//.test(key);

/** The catch-all that answers unknown `/api` paths with 404 is no route of its own. */
const CATCH_ALL = 'ALL /api/*';

describe('the API documents', () => {
  let app: FastifyInstance;
  let closeDatabase: () => Promise<void>;
  const registered = new Set<string>();
  beforeAll(async () => {
    // The documents do not depend on the database: the embedded one is enough.
    const [kind] = testDatabaseKinds();
    if (!kind) throw new Error('no database kind');
    const database = await kind.create();
    closeDatabase = database.close;
    app = await buildApp(testConfig(), {
      db: database.db,
      onRoute: (route) => {
        for (const key of routeKeys(route)) registered.add(key);
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeDatabase();
  });

  const served = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res;
  };

  it('documents every REST route the server registers, and none it does not', async () => {
    const doc = (await served('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const inDocument = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const rest = [...registered].filter((key) => isRest(key) && key !== CATCH_ALL);
    const asDocumented = rest.map((key) => {
      const [method = '', path = ''] = key.split(' ');
      return `${method} ${openApiPath(path)}`;
    });
    expect({
      notDocumented: asDocumented.filter((key) => !inDocument.includes(key)).sort(),
      notRegistered: inDocument.filter((key) => !asDocumented.includes(key)).sort(),
    }).toEqual({ notDocumented: [], notRegistered: [] });
    // One description per route: two for the same method and path would hide one.
    expect(new Set(ROUTE_DOCS.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTE_DOCS.length);
  });

  it('serves a valid OpenAPI 3.1 document', async () => {
    const res = await served('/api/openapi.json');
    expect(res.headers['content-type']).toContain('application/json');
    const validator = new Validator();
    const result = await validator.validate(res.json());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names the session cookie, the error shape and Retry-After on 429', async () => {
    const doc = (await served('/api/openapi.json')).json();
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'nahbar_session',
    });
    expect(doc.components.responses.TooManyRequests.headers['retry-after']).toBeDefined();
    expect(doc.components.schemas.ErrorBody.required).toEqual(['error', 'message']);
    expect(doc.info.description).toContain('Origin');
    // Public routes need no cookie; the others inherit the document's security.
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/rooms'].get.security).toBeUndefined();
  });

  it('gives examples that their schemas accept, and error texts as the catalogue words them', async () => {
    for (const route of ROUTE_DOCS) {
      const name = `${route.method} ${route.path}`;
      if (route.answer.kind === 'json' && route.answer.example !== undefined) {
        expect(route.answer.schema.safeParse(route.answer.example).error, name).toBeUndefined();
      }
      if (route.body && route.bodyExample !== undefined) {
        expect(route.body.safeParse(route.bodyExample).error, name).toBeUndefined();
      }
      if (route.unavailable?.example !== undefined) {
        expect(route.unavailable.schema.safeParse(route.unavailable.example).error, name).toBeUndefined();
      }
    }
    const doc = (await served('/api/openapi.json')).json() as {
      components: { responses: Record<string, { content: Record<string, { example: unknown }> }> };
    };
    for (const [name, answer] of Object.entries(doc.components.responses)) {
      const example = ZErrorBody.parse(answer.content['application/json']?.example);
      if (example.text) {
        expect(example.message, name).toBe(englishText(example.text as TextRef));
      }
    }
  });

  it('serves a valid AsyncAPI 3 document of /ws with every frame and a valid example of each', async () => {
    const doc = (await served('/api/asyncapi.json')).json() as {
      asyncapi: string;
      components: { messages: Record<string, { name: string; examples: { payload: unknown }[] }> };
    };
    expect(doc.asyncapi).toBe('3.0.0');
    expect(asyncApiErrors(doc)).toBeNull();
    const names = Object.keys(doc.components.messages);
    expect(names.filter((n) => n.startsWith('client_')).sort()).toEqual(
      WS_CLIENT_FRAME_TYPES.map((type) => `client_${type}`).sort(),
    );
    expect(names.filter((n) => n.startsWith('server_')).sort()).toEqual(
      Object.keys(WS_SERVER_EXAMPLES)
        .map((type) => `server_${type}`)
        .sort(),
    );
    for (const example of Object.values(WS_CLIENT_EXAMPLES)) {
      expect(ZWsClientFrame.safeParse(example).success, example.type).toBe(true);
    }
    const { type: _type, ...sent } = WS_CLIENT_EXAMPLES.message;
    expect(
      ZSendMessageInput.safeParse({ ...sent, roomId: '5b1d7d1e-8a43-4d51-9f3a-0c6b2f1e9a10' }).success,
    ).toBe(true);
    for (const example of Object.values(WS_SERVER_EXAMPLES)) {
      expect(ZWsServerFrame.safeParse(example).success, example.type).toBe(true);
    }
  });

  it('serves the reference page and its scripts from the app, within its CSP', async () => {
    const page = await served('/api/docs');
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts).toEqual(['/api/docs/reference.js', '/api/docs/start.js']);
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const script of scripts) {
      const res = await served(script);
      expect(res.headers['content-type']).toContain('text/javascript');
    }
    expect((await served('/api/docs/start.js')).body).toContain("url: '/api/openapi.json'");
    // The 4 MB bundle leaves compressed once for all, as the browser accepts.
    const compressed = await app.inject({
      method: 'GET',
      url: '/api/docs/reference.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(1_500_000);
    expect((await app.inject({ method: 'GET', url: '/api/docs/other.js' })).statusCode).toBe(404);
  });
});
