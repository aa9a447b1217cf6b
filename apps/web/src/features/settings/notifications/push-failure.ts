import type { Messages } from '@nahbar/contracts';
import { serverErrorText } from '../../../i18n';

/** The member did not allow notifications when the browser asked (or had blocked them before). */
export class PushNotAllowed extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission: ${permission}`);
  }
}

/** The browser lacks what Web Push needs. */
export class PushUnsupported extends Error {}

const isDomException = (error: unknown): error is DOMException =>
  typeof DOMException !== 'undefined' && error instanceof DOMException;

/** A tRPC error the server answered (it has a status), as against one that never reached it. */
const serverAnswered = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'data' in error &&
  typeof (error as { data?: { httpStatus?: unknown } }).data?.httpStatus === 'number';

/**
 * Why turning on browser notifications failed, in words for the failure toast: the permission
 * (blocked, or not given when asked), a browser without Web Push, the browser's push service
 * (the Push API's AbortError), the browser's own refusal (an old subscription under another key,
 * a private window), the server's refusal with its reason, or no connection to the server.
 */
export function pushFailureText(m: Messages, error: unknown): string {
  const t = m.notificationSettings;
  if (error instanceof PushNotAllowed) return error.permission === 'denied' ? t.pushDenied : t.pushNotAllowed;
  if (error instanceof PushUnsupported) return t.pushUnsupported;
  if (isDomException(error)) {
    switch (error.name) {
      case 'NotAllowedError':
        return t.pushDenied;
      case 'NotSupportedError':
        return t.pushUnsupported;
      case 'AbortError':
      case 'NetworkError':
        return t.pushServiceUnreachable;
      default:
        return t.pushBrowserRefused;
    }
  }
  const reason = serverErrorText(m, error);
  if (reason) return t.pushServerRefused(reason);
  return serverAnswered(error) ? t.pushServerFailed : t.pushOffline;
}
