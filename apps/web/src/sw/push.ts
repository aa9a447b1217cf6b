/**
 * What the worker shows for a Web Push message (services/push on the server sends it) and where
 * a click on it leads. Kept apart from sw.ts so the rules can be tested without a worker.
 */
interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const ICON = '/icons/icon-192.png';
/** App routes a notification may open; anything else opens the chat. */
const ROUTE = /^\/(chat(\/[0-9a-f-]{36})?|friends)$/;

/** The notification for a push message's JSON text; null when it is not one of ours. */
export function shownNotificationOf(text: string | null): ShownNotification | null {
  if (!text) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { id, title, body, url, priority } = payload as Record<string, unknown>;
  if (typeof id !== 'string' || typeof title !== 'string') return null;
  return {
    title,
    options: {
      body: typeof body === 'string' ? body : undefined,
      // One notification per stored one: a repeat of the same push replaces it.
      tag: id,
      icon: ICON,
      badge: ICON,
      requireInteraction: priority === 'urgent',
      data: { url: typeof url === 'string' && ROUTE.test(url) ? url : '/chat' },
    },
  };
}

/** The route a clicked notification opens, from what was shown. */
export function clickTargetOf(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && ROUTE.test(url) ? url : '/chat';
}
