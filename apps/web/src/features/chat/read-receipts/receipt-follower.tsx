import type { TMessage } from '@nahbar/contracts';
import { useEffect } from 'react';
import { seenMessageId } from './seen-message';
import { useReadReceipt } from './use-read-receipt';

interface ReceiptFollowerProps {
  roomId: string;
  messages: readonly TMessage[];
  selfId: string;
  /** The message to mark "Seen" (seen-message.ts); null again when the chat closes. */
  onSeen: (messageId: string | null) => void;
}

/**
 * Follows the read receipt of the open private chat and tells the message list which message
 * carries the "Seen" mark. Loaded on demand, rendered only in private chats: the first load of
 * the chat stays as it was.
 */
export function ReceiptFollower({ roomId, messages, selfId, onSeen }: ReceiptFollowerProps) {
  const readUpTo = useReadReceipt(roomId);
  const seenId = seenMessageId(messages, selfId, readUpTo);
  useEffect(() => onSeen(seenId), [seenId, onSeen]);
  useEffect(() => () => onSeen(null), [onSeen]);
  return null;
}
