import { trpc } from '../../../lib/trpc';
import { useUserEvents } from '../connection/user-events';

/**
 * How far the other member of a private chat has read, or null: loaded as the chat opens
 * and followed live (`read_receipt`). The server answers only while both members have read
 * receipts on and no block lies between them, so a switch or a block of one's own (announced as
 * `relations_changed`) and a reconnect read it again.
 */
export function useReadReceipt(roomId: string): number | null {
  const utils = trpc.useUtils();
  const query = trpc.privateChats.readReceipt.useQuery({ roomId });
  useUserEvents(
    (event) => {
      if (event.type === 'read_receipt') {
        utils.privateChats.readReceipt.setData({ roomId: event.roomId }, (current) => ({
          sequenceId: Math.max(current?.sequenceId ?? 0, event.sequenceId),
        }));
      } else if (event.type === 'relations_changed') {
        void utils.privateChats.readReceipt.invalidate();
      }
    },
    () => void utils.privateChats.readReceipt.invalidate(),
  );
  return query.data?.sequenceId ?? null;
}
