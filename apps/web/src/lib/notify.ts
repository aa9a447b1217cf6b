import { notifications } from '@mantine/notifications';

/**
 * The toasts of the settings and the profile page (accounts spec §8): green for what worked, red
 * for what failed, at the bottom right for the provider's 5 s (see `App`).
 */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ title, message, color: 'teal' });
}

/** A failure: `detail` is the server's reason in the member's language, when it sent one. */
export function notifyFailure(title: string, detail?: string): void {
  notifications.show(detail ? { title, message: detail, color: 'red' } : { message: title, color: 'red' });
}
