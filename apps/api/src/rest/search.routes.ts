import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { searchMessages } from '../services/search/search-messages';
import { searchRooms } from '../services/search/search-rooms';
import { searchUsers } from '../services/search/search-users';
import { assertSelf, requireActor } from './session';

const searches = { messages: searchMessages, users: searchUsers, rooms: searchRooms };

/** `GET /api/search/{messages,users,rooms}?q=&limit=` → `{ results }` (chat spec §7). */
export async function searchRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  for (const [kind, search] of Object.entries(searches)) {
    app.get(`/api/search/${kind}`, async (request) => {
      const actor = await requireActor(deps, request);
      const query = request.query as Record<string, unknown>;
      // The old client names itself as userId or currentUserId; the session decides.
      assertSelf(actor, query.userId, query.currentUserId);
      return { results: await search(deps, actor, { q: query.q ?? '', limit: query.limit }) };
    });
  }
}
