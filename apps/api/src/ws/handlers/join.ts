import type { ZWsJoinFrame } from '@nahbar/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { readableRoom } from '../../services/rooms/readable-room';
import type { LiveSocket } from '../live-socket';
import { assertOwnUserId } from './own-user-id';

/**
 * `join {userId, roomId}`: from now on the socket sees this room and sends into it.
 * Joining only needs read access and does not make one a member: sending does that.
 */
export async function handleJoin(
  deps: AppDeps,
  live: LiveSocket,
  frame: z.infer<typeof ZWsJoinFrame>,
): Promise<void> {
  assertOwnUserId(live, frame.userId);
  // Checked on every join: memberships change while a socket stays open.
  const room = await readableRoom(deps, live.actor, frame.roomId);
  await live.enterRoom(room.id, frame.lastSequenceId);
}
