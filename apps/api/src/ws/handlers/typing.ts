import type { ZWsTypingFrame } from '@nahbar/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { setTyping } from '../../services/live/set-typing';
import type { LiveSocket } from '../live-socket';

/** `typing {isTyping}` in the room last joined, through the same service (and limit) as tRPC. */
export async function handleTyping(
  deps: AppDeps,
  live: LiveSocket,
  frame: z.infer<typeof ZWsTypingFrame>,
): Promise<void> {
  const roomId = live.room?.roomId;
  if (!roomId) throw new AppError('BAD_REQUEST', 'chat.noActiveRoom');
  await setTyping(deps, live.actor, roomId, frame.isTyping);
}
