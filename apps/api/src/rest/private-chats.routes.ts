import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { getChatData } from '../services/chat-data/get-chat-data';
import { closePrivateChat } from '../services/private-chats/close-private-chat';
import { createPrivateChat } from '../services/private-chats/create-private-chat';
import { getReadReceipt } from '../services/reading/read-receipts';
import { assertSelf, bodyField, requireActor } from './session';

/**
 * Chat spec §7: private chats and the chat screen's start data. The old client names both
 * participants (`user1Id`, `user2Id`); the first must be the session's user.
 */
export async function privateChatsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.post('/api/private-chat/create', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, bodyField(request.body, 'user1Id'));
    return createPrivateChat(deps, actor, { userId: bodyField(request.body, 'user2Id') });
  });

  app.delete<{ Params: { id: string } }>('/api/private-chat/:id', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, bodyField(request.body, 'userId'));
    return closePrivateChat(deps, actor, { roomId: request.params.id });
  });

  // Ours: how far the other member has read, when both have read receipts on.
  app.get<{ Params: { roomId: string } }>('/api/private-chats/:roomId/read-receipt', async (request) => {
    const actor = await requireActor(deps, request);
    return getReadReceipt(deps, actor, { roomId: request.params.roomId });
  });

  app.get<{ Params: { userId: string } }>('/api/chat-data/:userId', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.userId);
    return getChatData(deps, actor);
  });
}
