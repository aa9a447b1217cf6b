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
import { arePushKeysValid } from './push-keys';

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
 * services are accepted as endpoints (push-endpoints.ts), only keys that can encrypt
 * (push-keys.ts), and only an endpoint no other member holds; a member keeps at most
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
  if (!isAllowedPushEndpoint(endpoint, deps.config.push.extraEndpointOrigins) || !arePushKeysValid(keys)) {
    throw new AppError('BAD_REQUEST', 'notifications.pushSubscriptionInvalid');
  }
  const own = await pushSubscriptionsQueries.listOf(deps.db, actor.id);
  if (!own.some((s) => s.endpoint === endpoint) && own.length >= PUSH_SUBSCRIPTIONS_MAX) {
    throw new AppError('BAD_REQUEST', 'notifications.pushLimit');
  }
  const row = await pushSubscriptionsQueries.upsertOwn(deps.db, {
    userId: actor.id,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    userAgent: (signedIn.userAgent ?? '').slice(0, 512),
    sessionId: signedIn.sessionId,
  });
  // Another member's browser: refused, never moved over. Whoever knows an endpoint could
  // otherwise take a member's notifications away; the rightful next member at a shared computer
  // gets the endpoint once the previous one signs out there (it goes with their session).
  if (!row) throw new AppError('CONFLICT', 'notifications.pushEndpointTaken');
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
