import { TEXT, type ZWsMessageFrame } from '@nahbar/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { sendMessage } from '../../services/messages/send-message';
import type { LiveSocket } from '../live-socket';

/**
 * `message {...}` into the room last joined. The sender sees it come back as
 * `new_message` like everyone else in the room; there is no separate acknowledgement.
 */
export async function handleMessage(
  deps: AppDeps,
  live: LiveSocket,
  frame: z.infer<typeof ZWsMessageFrame>,
): Promise<void> {
  const roomId = live.room?.roomId;
  if (!roomId) throw new AppError('BAD_REQUEST', TEXT.chat.noActiveRoom);
  const { type: _type, roomId: _ignored, ...fields } = frame;
  await sendMessage(deps, live.actor, { ...fields, roomId });
}
