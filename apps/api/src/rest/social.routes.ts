import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { blockUser } from '../services/blocks/block-user';
import { listBlocked } from '../services/blocks/list-blocked';
import { unblockUser } from '../services/blocks/unblock-user';
import { getPrivacySettings, updatePrivacySettings } from '../services/privacy/privacy-settings';
import { createReport } from '../services/reports/create-report';
import { assertSelf, bodyField, requireActor } from './session';

type UserParams = { Params: { id: string } };

/**
 * Accounts spec §7 (privacy and blocked calls) and chat spec §7 (reports). Paths name the
 * member; only one's own id is accepted, the session decides who acts.
 */
export async function socialRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get<UserParams>('/api/users/:id/privacy-settings', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return getPrivacySettings(deps, actor);
  });

  app.put<UserParams>('/api/users/:id/privacy-settings', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return updatePrivacySettings(deps, actor, request.body);
  });

  app.get<UserParams>('/api/users/:id/blocked-users', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return listBlocked(deps, actor);
  });

  app.post<UserParams>('/api/users/:id/blocked-users', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    const blocked = await blockUser(deps, actor, {
      userId: bodyField(request.body, 'blockedId'),
      reason: bodyField(request.body, 'reason'),
    });
    return reply.code(201).send(blocked);
  });

  app.delete<{ Params: { id: string; blockedId: string } }>(
    '/api/users/:id/blocked-users/:blockedId',
    async (request) => {
      const actor = await requireActor(deps, request);
      assertSelf(actor, request.params.id);
      return unblockUser(deps, actor, { userId: request.params.blockedId });
    },
  );

  app.post('/api/reports', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, bodyField(request.body, 'reporterId'));
    const report = await createReport(deps, actor, {
      userId: bodyField(request.body, 'reportedUserId'),
      reason: bodyField(request.body, 'reason'),
      description: bodyField(request.body, 'description'),
      messageId: bodyField(request.body, 'messageId'),
      attachEvidence: bodyField(request.body, 'attachEvidence'),
    });
    return reply.code(201).send({ success: true, ...report });
  });
}
