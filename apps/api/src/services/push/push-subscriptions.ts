import {
  PUSH_SUBSCRIPTIONS_MAX,
  type TPushDevice,
  ZPushSubscriptionIdInput,
  ZPushSubscriptionInput,
} from '@nahbar/contracts';
import { pushSubscriptionsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { describeDevice } from '../account/describe-device';
import { isAllowedPushEndpoint } from './push-endpoints';

function toPushDevice(row: pushSubscriptionsQueries.PushSubscriptionRow): TPushDevice {
  return {
    id: row.id,
    ...describeDevice(row.userAgent),
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The key a browser subscribes with; the same for every member. */
export async function pushPublicKey(deps: AppDeps): Promise<{ publicKey: string }> {
  return { publicKey: await deps.push.publicKey() };
}

/**
 * Lets the member's browser be notified while no tab is open. Only the browsers' own push
 * services are accepted as endpoints (push-endpoints.ts); a member keeps at most
 * PUSH_SUBSCRIPTIONS_MAX browsers.
 */
export async function subscribeToPush(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
  signedIn: { userAgent: string | null; sessionId: string | null },
): Promise<TPushDevice> {
  const { endpoint, keys } = parseInput(ZPushSubscriptionInput, rawInput);
  await deps.limits.hit('settings', actor.id);
  if (!signedIn.sessionId) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
  if (!isAllowedPushEndpoint(endpoint, deps.config.push.extraEndpointOrigins)) {
    throw new AppError('BAD_REQUEST', 'notifications.pushSubscriptionInvalid');
  }
  const own = await pushSubscriptionsQueries.listOf(deps.db, actor.id);
  if (!own.some((s) => s.endpoint === endpoint) && own.length >= PUSH_SUBSCRIPTIONS_MAX) {
    throw new AppError('BAD_REQUEST', 'notifications.pushLimit');
  }
  const row = await pushSubscriptionsQueries.upsert(deps.db, {
    userId: actor.id,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    userAgent: (signedIn.userAgent ?? '').slice(0, 512),
    sessionId: signedIn.sessionId,
  });
  return toPushDevice(row);
}

export async function listPushDevices(deps: AppDeps, actor: Actor): Promise<TPushDevice[]> {
  await deps.limits.hit('settings', actor.id);
  return (await pushSubscriptionsQueries.listOf(deps.db, actor.id)).map(toPushDevice);
}

/** Stops notifying one of the member's browsers; another member's is not found. */
export async function removePushDevice(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<{ success: true }> {
  const { subscriptionId } = parseInput(ZPushSubscriptionIdInput, rawInput);
  await deps.limits.hit('settings', actor.id);
  const removed = await pushSubscriptionsQueries.removeOwn(deps.db, actor.id, subscriptionId);
  if (!removed) throw new AppError('NOT_FOUND', 'notifications.pushSubscriptionNotFound');
  return { success: true };
}
