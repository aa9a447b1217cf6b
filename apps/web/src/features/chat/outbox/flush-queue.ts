import type { OfflineQueue, QueuedItem } from './offline-queue';

/**
 * What became of one try: delivered, worth another try later, refused for good, or to be sent
 * again once the wait the server named is over (not a failed try).
 */
export type SendOutcome = 'sent' | 'retry' | 'refused' | 'wait';

interface FlushResult {
  sent: number;
  /** The try that failed and ended this flush, if any. */
  stoppedAt: QueuedItem | null;
}

/**
 * Sends the queued messages oldest first, one at a time so they arrive in order. A failure
 * worth retrying ends the flush (the channel is probably down again) and counts one try;
 * a refusal marks the item failed and the flush goes on; a wait the server asked for (a rate
 * limit) ends the flush without counting a try. Typing signals are stale by now
 * and are dropped unsent.
 */
export async function flushQueue(
  queue: OfflineQueue,
  send: (item: QueuedItem) => Promise<SendOutcome>,
): Promise<FlushResult> {
  let sent = 0;
  for (const item of queue.pending()) {
    if (item.type === 'typing') {
      queue.remove(item.id);
      continue;
    }
    const outcome = await send(item);
    if (outcome === 'sent') {
      queue.remove(item.id);
      sent += 1;
    } else if (outcome === 'refused') {
      queue.markFailed(item.id);
    } else if (outcome === 'wait') {
      return { sent, stoppedAt: item };
    } else {
      queue.recordFailure(item.id);
      return { sent, stoppedAt: item };
    }
  }
  return { sent, stoppedAt: null };
}
