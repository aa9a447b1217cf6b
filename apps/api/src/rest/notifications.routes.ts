import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/request-session';
import type { AppDeps } from '../deps';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../services/notifications/member-notifications';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../services/notifications/notification-settings';
import {
  listPushDevices,
  pushPublicKey,
  removePushDevice,
  subscribeToPush,
} from '../services/push/push-subscriptions';
import { assertSelf, requireActor } from './session';

type UserParams = { Params: { id: string } };

/** Accounts spec §7 "Notifications and chat data": one's own notifications only. */
export async function notificationsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get<UserParams>('/api/users/:id/notifications', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return listNotifications(deps, actor);
  });

  app.get<UserParams>('/api/users/:id/notifications/unread-count', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return countUnread(deps, actor);
  });

  // The spec shows neither body nor answer: none is needed, the notification comes back read.
  app.put<UserParams>('/api/notifications/:id/read', async (request) => {
    const actor = await requireActor(deps, request);
    return markNotificationRead(deps, actor, { notificationId: request.params.id });
  });

  // Ours: "mark all read" of the bell.
  app.put<UserParams>('/api/users/:id/notifications/read', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return markAllNotificationsRead(deps, actor);
  });

  // Answers the settings tab's nested shape; a change may come in that shape or the table's flat one.
  app.get<UserParams>('/api/users/:id/notification-settings', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return getNotificationSettings(deps, actor);
  });

  app.put<UserParams>('/api/users/:id/notification-settings', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return updateNotificationSettings(deps, actor, request.body);
  });

  // Ours: Web Push. The key browsers subscribe with, then one subscription per browser.
  app.get('/api/push/public-key', async (request) => {
    await requireActor(deps, request);
    return pushPublicKey(deps);
  });

  app.get<UserParams>('/api/users/:id/push-subscriptions', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return listPushDevices(deps, actor);
  });

  app.post<UserParams>('/api/users/:id/push-subscriptions', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    const session = await sessionOf(deps, request.raw);
    const device = await subscribeToPush(deps, actor, request.body, {
      userAgent: request.headers['user-agent'] ?? null,
      sessionId: session?.sessionId ?? null,
    });
    return reply.code(201).send(device);
  });

  app.delete<{ Params: { id: string; subscriptionId: string } }>(
    '/api/users/:id/push-subscriptions/:subscriptionId',
    async (request) => {
      const actor = await requireActor(deps, request);
      assertSelf(actor, request.params.id);
      return removePushDevice(deps, actor, { subscriptionId: request.params.subscriptionId });
    },
  );
}
