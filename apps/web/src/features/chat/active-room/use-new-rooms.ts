import { useRef } from 'react';
import { trpc } from '../../../lib/trpc';
import { useUserEvents } from '../connection/user-events';
import { withNewRoom } from './room-list-rules';

/**
 * New rooms appear in the sidebar as they are made (`room_created`: a public room by anyone, a
 * private one by this member in another tab), added to the cached lists without a refetch: one
 * new room would otherwise make every signed-in member load their chat data at once. Rooms made
 * while the live channel was down are caught up by reading the lists again when it is back.
 */
export function useNewRooms(): void {
  const utils = trpc.useUtils();
  const startedBefore = useRef(false);
  useUserEvents(
    (event) => {
      if (event.type !== 'room_created') return;
      utils.chatData.get.setData(undefined, (data) => {
        if (!data) return data;
        const rooms = withNewRoom(data.rooms, event.room);
        return rooms === data.rooms ? data : { ...data, rooms };
      });
    },
    () => {
      // The first start follows the page's own load of the lists.
      if (startedBefore.current) void utils.chatData.get.invalidate();
      startedBefore.current = true;
    },
  );
}
