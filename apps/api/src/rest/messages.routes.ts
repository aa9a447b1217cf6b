import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { listMessagePage } from '../services/messages/list-page';
import { listMessagesSince } from '../services/messages/list-since';
import { requireActor } from './session';

type Params = { roomId: string };
type Query = Record<string, string | undefined>;

/** Chat spec §7: a room's history in pages, and what was missed since a time. */
export async function messagesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get<{ Params: Params; Querystring: Query }>('/api/rooms/:roomId/messages', async (request) =>
    listMessagePage(deps, await requireActor(deps, request), {
      roomId: request.params.roomId,
      cursor: request.query.after || undefined,
      limit: request.query.limit || undefined,
    }),
  );

  app.get<{ Params: Params; Querystring: Query }>('/api/rooms/:roomId/messages/since', async (request) =>
    listMessagesSince(deps, await requireActor(deps, request), {
      roomId: request.params.roomId,
      timestamp: request.query.timestamp,
      limit: request.query.limit || undefined,
    }),
  );
}
