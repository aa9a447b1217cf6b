import { APP_ERROR_LABEL, ZErrorBody } from '@nahbar/contracts';
import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import type { RouteDoc } from './route-doc';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

const WHEN: Record<ErrorStatus, string> = {
  400: 'The input breaks a rule of its schema; `text` names the rule’s catalogue text.',
  401: 'No valid session cookie (none, expired, ended, or the member is banned).',
  403: 'Refused: an id naming someone else, a member’s call to an admin route, a blocked or muted member, or (every method but GET) an `Origin` header that is not the app’s own (`error: "Foreign Origin"`).',
  404: 'Nothing of that id the caller may see (what exists but is not theirs answers the same).',
  409: 'Conflicts with what is there: a name already taken, a step already done.',
  413: 'The body is over its cap (1 MiB of JSON; a photo over its photo cap).',
  429: 'Over a rate limit: wait the `Retry-After` seconds (also `retryAfter` in the body).',
};

const EXAMPLES: Record<ErrorStatus, unknown> = {
  400: {
    error: APP_ERROR_LABEL.BAD_REQUEST,
    message: 'Room name is required',
    text: { key: 'chat.roomNameRequired', params: [] },
  },
  401: {
    error: APP_ERROR_LABEL.UNAUTHORIZED,
    message: 'Please sign in first',
    text: { key: 'auth.notSignedIn', params: [] },
  },
  403: {
    error: APP_ERROR_LABEL.FORBIDDEN,
    message: 'You are not allowed to do that',
    text: { key: 'auth.forbidden', params: [] },
  },
  404: {
    error: APP_ERROR_LABEL.NOT_FOUND,
    message: 'Room not found',
    text: { key: 'chat.roomNotFound', params: [] },
  },
  409: {
    error: APP_ERROR_LABEL.CONFLICT,
    message: 'A room with this name already exists',
    text: { key: 'chat.roomAlreadyExists', params: [] },
  },
  413: { error: APP_ERROR_LABEL.PAYLOAD_TOO_LARGE, message: 'Request body is too large' },
  429: {
    error: APP_ERROR_LABEL.TOO_MANY_REQUESTS,
    message: "You're going a bit fast. Please wait 30 seconds and try again.",
    text: { key: 'limits.tooFast', params: [30] },
    retryAfter: 30,
  },
};

const retryAfterHeader = z.object({
  'retry-after': z.string().meta({ description: 'Whole seconds to wait before trying again.' }),
});

const NAMES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  429: 'TooManyRequests',
};

/** Each error answer once, as a component the routes refer to (zod-openapi registers it by `id`). */
const ERROR_ANSWERS = new Map<ErrorStatus, ZodOpenApiResponseObject>();

function errorAnswer(status: ErrorStatus): ZodOpenApiResponseObject {
  const known = ERROR_ANSWERS.get(status);
  if (known) return known;
  const answer = makeErrorAnswer(status);
  ERROR_ANSWERS.set(status, answer);
  return answer;
}

function makeErrorAnswer(status: ErrorStatus): ZodOpenApiResponseObject {
  return {
    id: NAMES[status],
    description: WHEN[status],
    ...(status === 429 ? { headers: retryAfterHeader } : {}),
    content: { 'application/json': { schema: ZErrorBody, example: EXAMPLES[status] } },
  };
}

/** The error statuses a route can answer with: those its access and inputs imply, and its own. */
export function errorStatusesOf(route: RouteDoc): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.errors ?? []);
  if (route.params || route.query || route.body) statuses.add(400);
  if (route.body) statuses.add(413);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'own' || route.access === 'admin' || route.method !== 'get') statuses.add(403);
  if (route.access === 'member' || route.params) statuses.add(404);
  return [...statuses].sort();
}

export function errorAnswersOf(route: RouteDoc): Record<string, ZodOpenApiResponseObject> {
  return Object.fromEntries(errorStatusesOf(route).map((status) => [String(status), errorAnswer(status)]));
}
