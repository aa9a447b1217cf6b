import type { TMessage } from '@nahbar/contracts';
import { isTempMessage } from '../messages/message-merge';

/**
 * The message that carries the "Seen" mark: the member's own newest stored message the other
 * member of the private chat has read up to (`readUpTo`, their read position). Null when there is
 * no receipt (receipts off on either side) or they have read none of the member's messages.
 */
export function seenMessageId(
  messages: readonly Pick<TMessage, 'id' | 'userId' | 'sequenceId'>[],
  selfId: string,
  readUpTo: number | null,
): string | null {
  if (readUpTo === null) return null;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (!message || message.userId !== selfId || isTempMessage(message)) continue;
    if (message.sequenceId <= readUpTo) return message.id;
  }
  return null;
}
