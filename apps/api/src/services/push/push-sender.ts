import type { PushPayload } from '@nahbar/contracts';
import { type Db, pushSubscriptionsQueries } from '@nahbar/db';
import webPush from 'web-push';
import type { PushConfig } from '../../config';
import { isAllowedPushEndpoint } from './push-endpoints';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** How long a push service may keep a notification for a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** Sends notifications to the browsers a member allowed (Web Push: RFC 8030, 8291, 8292). */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey(): Promise<string>;
  /**
   * Sends to every browser of the member, encrypted for each. Subscriptions the push service
   * says are gone (404, 410) are removed. Never throws; the member's action is done either way.
   */
  send(userId: string, payload: PushPayload): Promise<void>;
  /** Waits for the sends under way (shutdown, tests). */
  settled(): Promise<void>;
}

export interface WebPushOptions {
  config: PushConfig;
  dataDir: string;
  db: Db;
  reportError: (error: unknown) => void;
  /** Told what became of each browser's push (the metrics count them). */
  onOutcome?: (outcome: PushOutcome) => void;
}

/** Sent, gone (the subscription was removed), failed, or skipped (its endpoint is not allowed). */
export type PushOutcome = 'sent' | 'gone' | 'failed' | 'skipped';

export function createPushSender({
  config,
  dataDir,
  db,
  reportError,
  onOutcome = () => {},
}: WebPushOptions): PushSender {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(config, dataDir).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const underway = new Set<Promise<void>>();

  async function deliver(
    subscription: pushSubscriptionsQueries.PushSubscriptionRow,
    payload: PushPayload,
  ): Promise<Exclude<PushOutcome, 'failed'>> {
    // Checked again at each send: an origin the operator no longer allows gets nothing.
    if (!isAllowedPushEndpoint(subscription.endpoint, config.extraEndpointOrigins)) return 'skipped';
    const { publicKey, privateKey } = await vapidKeys();
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: config.subject, publicKey, privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: payload.priority === 'normal' ? 'normal' : 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    // web-push builds the encrypted body and the VAPID header; the request itself goes through
    // fetch, with a time limit, and to the operator's own push service over http if they run one.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await pushSubscriptionsQueries.removeEndpoint(db, subscription.endpoint);
      return 'gone';
    }
    if (!response.ok) {
      throw new Error(`push service answered ${response.status} for subscription ${subscription.id}`);
    }
    await pushSubscriptionsQueries.markUsed(db, subscription.id);
    return 'sent';
  }

  async function sendAll(userId: string, payload: PushPayload): Promise<void> {
    const subscriptions = await pushSubscriptionsQueries.listOf(db, userId);
    const results = await Promise.allSettled(subscriptions.map((s) => deliver(s, payload)));
    for (const result of results) {
      if (result.status === 'fulfilled') {
        onOutcome(result.value);
      } else {
        onOutcome('failed');
        reportError(result.reason);
      }
    }
  }

  return {
    publicKey: async () => (await vapidKeys()).publicKey,
    send(userId, payload) {
      const sending = sendAll(userId, payload).catch(reportError);
      underway.add(sending);
      void sending.finally(() => underway.delete(sending));
      return sending;
    },
    async settled() {
      await Promise.all([...underway]);
    },
  };
}
