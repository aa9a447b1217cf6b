import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_COOKIE_NAME } from '../auth/sessions';
import { errorAnswersOf } from './error-answers';
import { type Answer, openApiPath, type RouteDoc } from './route-doc';
import { ROUTE_DOCS } from './route-docs';

const ABOUT = `The REST paths of Nahbar, a chat for people nearby. Generated from the same zod schemas the server validates every request with (packages/contracts), so it cannot describe other rules than the server applies.

**Sessions.** Register or sign in (\`POST /api/auth/register\`, \`POST /api/auth/login\`): the answer sets the \`${SESSION_COOKIE_NAME}\` cookie, which every other call sends back. Who acts is always the session's member: ids in paths and bodies naming someone else are refused with 403.

**The Origin rule.** Every request but GET (and every WebSocket upgrade) must carry an \`Origin\` header naming the app's own origin (\`PUBLIC_ORIGIN\`, its loopback twin, or one of \`ALLOWED_ORIGINS\`); any other answers 403 \`Foreign Origin\`. Non-browser clients send the server's origin. The one exception is the one-click unsubscribe of mails (\`POST /api/mail/unsubscribe\`), which mail programs call without one.

**Errors.** Every non-2xx answer is \`{ error, message, text? }\`: \`message\` in English, \`text\` the catalogue key with its values for clients that render their own language. 429 answers name the wait in \`Retry-After\`.

**Live updates** come over the \`/ws\` WebSocket: see the AsyncAPI document at \`/api/asyncapi.json\`.`;

function successAnswer(answer: Answer): ZodOpenApiOperationObject['responses'] {
  if (answer.kind === 'file') {
    const content = Object.fromEntries(
      answer.mediaTypes.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }]),
    );
    return { [String(answer.status ?? 200)]: { description: answer.description, content } };
  }
  const media = {
    schema: answer.schema,
    ...(answer.example === undefined ? {} : { example: answer.example }),
  };
  return {
    [String(answer.status ?? 200)]: {
      description: answer.status === 201 ? 'Created.' : 'Done.',
      content: { 'application/json': media },
    },
  };
}

function unavailableAnswer(route: RouteDoc): ZodOpenApiOperationObject['responses'] {
  const { unavailable } = route;
  if (!unavailable) return {};
  const media = {
    schema: unavailable.schema,
    ...(unavailable.example === undefined ? {} : { example: unavailable.example }),
  };
  return { '503': { description: unavailable.description, content: { 'application/json': media } } };
}

function operationOf(route: RouteDoc): ZodOpenApiOperationObject {
  const isUpload = route.path === '/api/photos/upload/:token';
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(route.params || route.query
      ? {
          requestParams: {
            ...(route.params ? { path: route.params } : {}),
            ...(route.query ? { query: route.query } : {}),
          },
        }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.bodyOptional,
            content: isUpload
              ? { 'image/*': { schema: { type: 'string', format: 'binary' } } }
              : {
                  'application/json': {
                    schema: route.body,
                    ...(route.bodyExample === undefined ? {} : { example: route.bodyExample }),
                  },
                  ...(route.formBody
                    ? { 'application/x-www-form-urlencoded': { schema: route.formBody } }
                    : {}),
                },
          },
        }
      : {}),
    responses: { ...successAnswer(route.answer), ...errorAnswersOf(route), ...unavailableAnswer(route) },
    ...(route.description ? { description: route.description } : {}),
    ...(route.access === 'admin' ? { description: 'Administrators only: a member’s call answers 403.' } : {}),
  };
}

/** `get /api/rooms/:id/join` → `postApiRoomsIdJoin`-like ids, stable for generated clients. */
export function operationId(route: Pick<RouteDoc, 'method' | 'path'>): string {
  const words = route.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return route.method + words.join('');
}

/** The OpenAPI 3.1 document of every REST route (route-docs.ts). */
export function buildOpenApiDocument(version: string): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of ROUTE_DOCS) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Nahbar API', version, description: ABOUT },
    servers: [{ url: '/', description: 'The server this document came from' }],
    security: [{ session: [] }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The session cookie set by register and sign-in (HttpOnly, SameSite=Lax).',
        },
      },
    },
    paths,
  });
}
