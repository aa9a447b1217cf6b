import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppDeps } from '../deps';
import { createAdminRoom, deleteAdminRoom, listAdminRooms } from '../services/admin/admin-rooms';
import { adminStats } from '../services/admin/admin-stats';
import { adminUserDetail, listAdminUsers } from '../services/admin/admin-users';
import { listAudit } from '../services/admin/audit';
import { banMember, muteMember, unbanMember, unmuteMember, warnMember } from '../services/admin/moderate';
import { purgeMessages, removeMessage } from '../services/admin/remove-messages';
import { decideReport, moderationData } from '../services/admin/reports-queue';
import { assertAdmin } from '../services/policy/assert-admin';
import { bodyField, requireActor } from './session';

type IdParams = { Params: { id: string } };

/**
 * The session's member, if the policy lets them administer (services/policy/assert-admin.ts).
 * `adminUserId` in a query or body (the spec's) is accepted and ignored.
 */
async function requireAdmin(deps: AppDeps, request: FastifyRequest): Promise<Actor> {
  const actor = await requireActor(deps, request);
  await assertAdmin(deps, actor);
  return actor;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/** Accounts spec §7 Admin, and ours: the user detail, the report decisions, warnings, the audit log. */
export async function adminRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get('/api/admin/dashboard-stats', async (request) => {
    await requireAdmin(deps, request);
    return adminStats(deps);
  });

  app.get('/api/admin/moderation-data', async (request) => {
    await requireAdmin(deps, request);
    return moderationData(deps);
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/admin/users', async (request) => {
    await requireAdmin(deps, request);
    const q = request.query;
    return listAdminUsers(deps, {
      query: typeof q.query === 'string' ? q.query : undefined,
      page: numberOf(q.page),
      pageSize: numberOf(q.pageSize),
    });
  });

  app.get<IdParams>('/api/admin/users/:id', async (request) => {
    await requireAdmin(deps, request);
    return adminUserDetail(deps, { userId: request.params.id });
  });

  app.get('/api/admin/rooms', async (request) => {
    await requireAdmin(deps, request);
    return listAdminRooms(deps);
  });

  app.post('/api/admin/rooms', async (request, reply) => {
    const admin = await requireAdmin(deps, request);
    const body = {
      name: bodyField(request.body, 'name'),
      description: bodyField(request.body, 'description'),
    };
    return reply.code(201).send(await createAdminRoom(deps, admin, body));
  });

  app.delete<IdParams>('/api/admin/rooms/:id', async (request) => {
    const admin = await requireAdmin(deps, request);
    return deleteAdminRoom(deps, admin, { roomId: request.params.id });
  });

  // The spec's block-user is a mute: the member reads but cannot write.
  const moderation = {
    'block-user': muteMember,
    'unblock-user': unmuteMember,
    'ban-user': banMember,
    'unban-user': unbanMember,
    'warn-user': warnMember,
  } as const;
  for (const [path, act] of Object.entries(moderation)) {
    app.post(`/api/admin/${path}`, async (request) => {
      const admin = await requireAdmin(deps, request);
      return act(deps, admin, request.body ?? {});
    });
  }

  app.put<IdParams>('/api/admin/reports/:id', async (request) => {
    const admin = await requireAdmin(deps, request);
    return decideReport(deps, admin, {
      reportId: request.params.id,
      status: bodyField(request.body, 'status'),
      adminNotes: bodyField(request.body, 'adminNotes'),
    });
  });

  app.delete<IdParams>('/api/admin/messages/:id', async (request) => {
    const admin = await requireAdmin(deps, request);
    return removeMessage(deps, admin, {
      messageId: request.params.id,
      reason: bodyField(request.body, 'reason'),
    });
  });

  app.post('/api/admin/purge-messages', async (request) => {
    const admin = await requireAdmin(deps, request);
    return purgeMessages(deps, admin, request.body ?? {});
  });

  app.get('/api/admin/audit', async (request) => {
    await requireAdmin(deps, request);
    return listAudit(deps);
  });
}
