import type { ZWsMessageFrame } from '@nahbar/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { storeMessage } from '../../services/messages/send-message';
import type { LiveSocket } from '../live-socket';

/**
 * `message {...}` into the room last joined (a `roomId`, if sent, must name it). The sender
 * sees it come back as `new_message` like everyone else in the room; there is no separate
 * acknowledgement. A retry of a message already stored (same `clientMessageId`) stores
 * nothing and is not announced to the room again: the sending socket alone gets the stored
 * message back as `new_message`, so a client can always settle its queue.
 */
export async function handleMessage(
  deps: AppDeps,
  live: LiveSocket,
  frame: z.infer<typeof ZWsMessageFrame>,
  ordered?: () => void,
): Promise<void> {
  const roomId = live.room?.roomId;
  if (!roomId) throw new AppError('BAD_REQUEST', 'chat.noActiveRoom');
  const { type: _type, roomId: named, ...fields } = frame;
  // A frame naming another room is meant for that room: sending it into this one instead
  // would put words where their writer did not mean them. The client joins that room first.
  if (named !== undefined && named !== roomId) throw new AppError('BAD_REQUEST', 'chat.noActiveRoom');
  const sent = await storeMessage(
    deps,
    live.actor,
    { ...fields, roomId },
    { ordered, live: () => live.isOpen },
  );
  if (!sent.isNew) live.send({ type: 'new_message', message: sent.message });
}
