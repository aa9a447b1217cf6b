import {
  ZNotificationIdInput,
  ZNotificationSettingsUpdate,
  ZPushSubscriptionIdInput,
  ZPushSubscriptionInput,
} from '@nahbar/contracts';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../services/notifications/member-notifications';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../services/notifications/notification-settings';
import {
  listPushDevices,
  pushPublicKey,
  removePushDevice,
  subscribeToPush,
} from '../../services/push/push-subscriptions';
import { authedProcedure, router } from '../trpc';

/** The member's own notifications (accounts spec §7 "Notifications and chat data"). */
export const notificationsRouter = router({
  list: authedProcedure.query(({ ctx }) => listNotifications(ctx.deps, ctx.actor)),
  unreadCount: authedProcedure.query(({ ctx }) => countUnread(ctx.deps, ctx.actor)),
  markRead: authedProcedure
    .input(ZNotificationIdInput)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.deps, ctx.actor, input)),
  markAllRead: authedProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx.deps, ctx.actor)),
  settings: authedProcedure.query(({ ctx }) => getNotificationSettings(ctx.deps, ctx.actor)),
  updateSettings: authedProcedure
    .input(ZNotificationSettingsUpdate)
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx.deps, ctx.actor, input)),
  // Ours: Web Push, the browsers notified while no tab is open.
  pushPublicKey: authedProcedure.query(({ ctx }) => pushPublicKey(ctx.deps)),
  pushDevices: authedProcedure.query(({ ctx }) => listPushDevices(ctx.deps, ctx.actor)),
  subscribePush: authedProcedure
    .input(ZPushSubscriptionInput)
    .mutation(({ ctx, input }) =>
      subscribeToPush(ctx.deps, ctx.actor, input, { userAgent: ctx.userAgent, sessionId: ctx.sessionId }),
    ),
  removePushDevice: authedProcedure
    .input(ZPushSubscriptionIdInput)
    .mutation(({ ctx, input }) => removePushDevice(ctx.deps, ctx.actor, input)),
});
