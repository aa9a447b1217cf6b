import { showToast, type ToastRequest } from './toast-store';

export { enterScreen, showToast } from './toast-store';

/** What a toast reports on, and whether it belongs to its screen only (toast-store.ts). */
export type ToastScope = Pick<ToastRequest, 'key' | 'screenOnly'>;

/** Something worked (accounts spec §8): green, with the message and an optional title. */
export function showSuccessToast(message: string, title?: string, scope: ToastScope = {}): number {
  return showToast({ ...scope, title, message, tone: 'success' });
}

/** A failure (red): `detail` is the server's reason in the member's language, when it sent one. */
export function showFailureToast(title: string, detail?: string, scope: ToastScope = {}): number {
  return showToast(
    detail
      ? { ...scope, title, message: detail, tone: 'danger' }
      : { ...scope, message: title, tone: 'danger' },
  );
}
