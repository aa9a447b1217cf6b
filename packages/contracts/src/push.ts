import { z } from 'zod';
import { zText } from './input-hygiene';
import { textKey } from './text';

/** A member may have this many browsers notified; one more is refused until one goes. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

const invalid = textKey('notifications.pushSubscriptionInvalid');
const base64url = (min: number, max: number) =>
  z
    .string({ error: invalid })
    .min(min, invalid)
    .max(max, invalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, invalid);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (RFC 8030 endpoint,
 * RFC 8291 keys): the P-256 public key is 65 bytes (87 base64url characters), the auth secret 16.
 */
export const ZPushSubscriptionInput = z.object({
  endpoint: zText({ error: invalid }).max(2048, invalid).refine(isWebUrl, invalid),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type TPushSubscriptionInput = z.input<typeof ZPushSubscriptionInput>;

export const ZPushSubscriptionIdInput = z.object({
  subscriptionId: z.guid({ error: textKey('notifications.pushSubscriptionNotFound') }),
});

export const ZPushDevice = z
  .object({
    id: z.string(),
    browser: z
      .string()
      .nullable()
      .meta({ description: "'Firefox on Windows', from the browser's user agent when it subscribed." }),
    os: z.string().nullable(),
    endpoint: z
      .string()
      .meta({ description: "The push service's address: the client tells its own subscription by it." }),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'PushDevice', description: 'A notified browser as its member sees it in the settings tab.' });
export type TPushDevice = z.infer<typeof ZPushDevice>;

/** What the service worker is sent: enough to show a notification and open where it leads. */
export interface PushPayload {
  id: string;
  type: string;
  title: string;
  body: string | null;
  /** The app route a click opens: '/friends', '/chat/{roomId}' or '/chat'. */
  url: string;
  priority: 'normal' | 'high' | 'urgent';
}
