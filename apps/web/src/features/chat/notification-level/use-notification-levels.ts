import type { TChatData, TNotificationLevel } from '@nahbar/contracts';
import { useCallback, useMemo } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast } from '../../../toasts';
import { useUserEvents } from '../connection/user-events';

/** The chat data with one room's level set ('all' is the default and is not listed). */
function withLevel(data: TChatData, roomId: string, level: TNotificationLevel): TChatData {
  const others = data.notificationLevels.filter((entry) => entry.roomId !== roomId);
  return { ...data, notificationLevels: level === 'all' ? others : [...others, { roomId, level }] };
}

export interface NotificationLevels {
  levelOf(roomId: string): TNotificationLevel;
  setLevel(roomId: string, level: TNotificationLevel): void;
}

/**
 * What each room and chat notifies the member of, from the chat data; set from the room header
 * at once here, then on the server, and followed live from the member's other tabs.
 */
export function useNotificationLevels(data: TChatData | undefined): NotificationLevels {
  const m = useT();
  const utils = trpc.useUtils();
  const apply = useCallback(
    (roomId: string, level: TNotificationLevel) =>
      utils.chatData.get.setData(undefined, (current) =>
        current ? withLevel(current, roomId, level) : current,
      ),
    [utils],
  );
  const mutation = trpc.rooms.setNotificationLevel.useMutation({
    onError: (error) => {
      showFailureToast(m.notifications.levelFailed, serverErrorText(m, error));
      void utils.chatData.get.invalidate();
    },
  });
  const mutate = mutation.mutate;
  useUserEvents((event) => {
    if (event.type === 'room_notification_level') apply(event.roomId, event.level);
  });
  const levels = useMemo(
    () => new Map((data?.notificationLevels ?? []).map((entry) => [entry.roomId, entry.level])),
    [data?.notificationLevels],
  );
  return useMemo(
    () => ({
      levelOf: (roomId) => levels.get(roomId) ?? 'all',
      setLevel: (roomId, level) => {
        apply(roomId, level);
        mutate({ roomId, level });
      },
    }),
    [levels, apply, mutate],
  );
}
