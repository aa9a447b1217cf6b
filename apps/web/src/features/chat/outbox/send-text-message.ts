import type { TMessage } from '@nahbar/contracts';
import { trpcClient } from '../../../app/app-clients';
import type { OutgoingMessage } from './outbox';

/** The outbox's one call: a text message over tRPC (HTTP, with the session cookie). */
export function sendTextMessage(message: OutgoingMessage): Promise<TMessage> {
  return trpcClient.messages.send.mutate({ ...message, messageType: 'text' });
}
