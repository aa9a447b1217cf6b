import { TEXT, type ZWsTypingFrame } from '@nahbar/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { LiveSocket } from '../live-socket';

/** `typing {isTyping}` in the room last joined (its access was checked on joining). */
export async function handleTyping(
  deps: AppDeps,
  live: LiveSocket,
  frame: z.infer<typeof ZWsTypingFrame>,
): Promise<void> {
  const roomId = live.room?.roomId;
  if (!roomId) throw new AppError('BAD_REQUEST', TEXT.chat.noActiveRoom);
  await deps.typing.set(roomId, live.actor.id, frame.isTyping);
}
