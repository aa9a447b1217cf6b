import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { cancelFriendRequest } from '../services/friends/cancel-friend-request';
import { friendshipStatus } from '../services/friends/friendship-status';
import { listFriendRequests, listFriends } from '../services/friends/list-friends';
import { removeFriend } from '../services/friends/remove-friend';
import { respondFriendRequest } from '../services/friends/respond-friend-request';
import { sendFriendRequest } from '../services/friends/send-friend-request';
import { assertSelf, bodyField, requireActor } from './session';

type UserParams = { Params: { id: string } };

/** Accounts spec §7 "Friends": the documented paths and shapes, own ids only. */
export async function friendsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get<UserParams>('/api/users/:id/friend-requests', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return { friendRequests: await listFriendRequests(deps, actor, 'received') };
  });

  app.get<UserParams>('/api/users/:id/sent-friend-requests', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return { sentFriendRequests: await listFriendRequests(deps, actor, 'sent') };
  });

  app.get<UserParams>('/api/users/:id/friends', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return { friends: await listFriends(deps, actor) };
  });

  app.get<{ Params: { id: string; otherId: string } }>(
    '/api/users/:id/friendship-status/:otherId',
    async (request) => {
      const actor = await requireActor(deps, request);
      assertSelf(actor, request.params.id);
      return friendshipStatus(deps, actor, { userId: request.params.otherId });
    },
  );

  app.post('/api/friend-requests', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, bodyField(request.body, 'senderId'));
    const outcome = await sendFriendRequest(deps, actor, { userId: bodyField(request.body, 'receiverId') });
    return reply.code(201).send({ success: true, ...outcome });
  });

  app.put<{ Params: { requestId: string } }>('/api/friend-requests/:requestId', async (request) => {
    const actor = await requireActor(deps, request);
    const outcome = await respondFriendRequest(deps, actor, {
      requestId: request.params.requestId,
      action: bodyField(request.body, 'action'),
    });
    return { success: true, ...outcome };
  });

  app.delete<{ Params: { requestId: string; userId: string } }>(
    '/api/friend-requests/:requestId/cancel/:userId',
    async (request) => {
      const actor = await requireActor(deps, request);
      assertSelf(actor, request.params.userId);
      return {
        success: true,
        ...(await cancelFriendRequest(deps, actor, { requestId: request.params.requestId })),
      };
    },
  );

  app.delete<{ Params: { id: string; friendId: string } }>(
    '/api/users/:id/friends/:friendId',
    async (request) => {
      const actor = await requireActor(deps, request);
      assertSelf(actor, request.params.id);
      return { success: true, ...(await removeFriend(deps, actor, { userId: request.params.friendId })) };
    },
  );
}
