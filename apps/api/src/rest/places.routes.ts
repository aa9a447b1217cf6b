import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { suggest, validate } from '../services/places/city-lookup';
import { listUsersWithDistance } from '../services/places/list-users-with-distance';
import { assertSelf, requireActor } from './session';

type Query = Record<string, unknown>;

/** `?userIds=a,b` or `?userIds=a&userIds=b`; absent stays absent. */
function idList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .flatMap((part) => String(part).split(','))
    .map((id) => id.trim())
    .filter(Boolean);
}

export async function placesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get('/api/geocode/validate', async (request) => {
    const query = request.query as Query;
    return validate({ city: query.city ?? '' });
  });

  app.get('/api/geocode/suggest', async (request) => {
    const query = request.query as Query;
    return { results: await suggest({ q: query.q ?? query.city ?? '', limit: query.limit }) };
  });

  // Chat spec §7: "for a user id"; the id, if sent, must be the caller's own.
  app.get('/api/users/with-distance', async (request) => {
    const actor = await requireActor(deps, request);
    const query = request.query as Query;
    assertSelf(actor, query.userId);
    return listUsersWithDistance(deps, actor, { userIds: idList(query.userIds), limit: query.limit });
  });
}
