import type { TMessage, TSessionUser } from '@nahbar/contracts';
import { useMemo } from 'react';
import type { Outbox } from '../outbox/outbox';
import { type PendingState, toTempMessage } from '../outbox/temp-message';
import { useOutboxSnapshot } from '../outbox/use-outbox';

/** One's own messages of a room still in the outbox, as temporary messages with their state. */
export function usePendingMessages(outbox: Outbox, roomId: string | undefined, user: TSessionUser) {
  const queue = useOutboxSnapshot(outbox);
  return useMemo(() => {
    const states = new Map<string, PendingState>();
    const messages: TMessage[] = [];
    for (const item of queue.items) {
      if (item.roomId !== roomId) continue;
      const temp = toTempMessage(item, user);
      messages.push(temp);
      states.set(temp.id, outbox.isFailed(item) ? 'failed' : queue.processing ? 'sending' : 'queued');
    }
    return { messages, states };
  }, [queue, roomId, user, outbox]);
}
