import type { UserEvent } from '@nahbar/contracts';
import { useUserEvents } from '../chat/connection/user-events';

type NotificationEvent = Extract<UserEvent, { type: 'notification' }>;

/**
 * The member's notifications as they are made (the user stream; `/ws` clients get the same
 * object as a frame). `onListening` runs whenever the stream starts, to re-read what came before,
 * and when another tab marked notifications read.
 */
export function useLiveNotifications(
  onNotification: (event: NotificationEvent) => void,
  onListening: () => void,
): void {
  useUserEvents((event) => {
    if (event.type === 'notification') onNotification(event);
    // Read in another tab or on another device: re-read the count and the list.
    if (event.type === 'notifications_read') onListening();
  }, onListening);
}
