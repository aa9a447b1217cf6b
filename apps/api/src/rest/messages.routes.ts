import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { deleteMessage, editMessage, removePreview } from '../services/messages/change-message';
import { listMessagePage } from '../services/messages/list-page';
import { listMessagesSince } from '../services/messages/list-since';
import { addReaction, removeReaction } from '../services/messages/react-to-message';
import { requireActor } from './session';

type Params = { roomId: string };
type MessageParams = { messageId: string };
type ReactionParams = { messageId: string; emoji: string };
type Body = Record<string, unknown> | undefined;
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

  // Ours: a sender's edit and deletion, and reactions (the emoji URL-encoded in the path).
  app.patch<{ Params: MessageParams; Body: Body }>('/api/messages/:messageId', async (request) =>
    editMessage(deps, await requireActor(deps, request), {
      ...request.body,
      messageId: request.params.messageId,
    }),
  );

  app.delete<{ Params: MessageParams }>('/api/messages/:messageId', async (request) =>
    deleteMessage(deps, await requireActor(deps, request), { messageId: request.params.messageId }),
  );

  app.delete<{ Params: MessageParams }>('/api/messages/:messageId/preview', async (request) =>
    removePreview(deps, await requireActor(deps, request), { messageId: request.params.messageId }),
  );

  app.put<{ Params: ReactionParams }>('/api/messages/:messageId/reactions/:emoji', async (request) =>
    addReaction(deps, await requireActor(deps, request), request.params),
  );

  app.delete<{ Params: ReactionParams }>('/api/messages/:messageId/reactions/:emoji', async (request) =>
    removeReaction(deps, await requireActor(deps, request), request.params),
  );
}
