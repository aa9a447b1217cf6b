import type { ZWsLeaveFrame } from '@nahbar/contracts';
import type { z } from 'zod';
import type { LiveSocket } from '../live-socket';
import { assertOwnUserId } from './own-user-id';

/** `leave {userId, roomId}`: stops seeing the joined room; a stale room id changes nothing. */
export async function handleLeave(live: LiveSocket, frame: z.infer<typeof ZWsLeaveFrame>): Promise<void> {
  assertOwnUserId(live, frame.userId);
  if (frame.roomId !== undefined && frame.roomId !== live.room?.roomId) return;
  await live.leaveRoom();
}
