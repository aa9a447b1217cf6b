import type { Actor, AppDeps } from '../../deps';
import { assertNotMuted } from '../policy/standing';
import { readableRoom } from '../rooms/readable-room';

/**
 * Starts or stops the actor's typing flag in a room they may read, within the member's typing
 * rate (limits/rules.ts); the flag forwards only changes (realtime/typing.ts). Muted, no start.
 */
export async function setTyping(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  isTyping: boolean,
): Promise<void> {
  await deps.limits.hit('typing', actor.id);
  // A muted member shows no typing; a stop goes through, so a flag raised before the mute ends.
  if (isTyping) await assertNotMuted(deps, actor);
  const room = await readableRoom(deps, actor, roomId);
  await deps.typing.set(room.id, actor.id, isTyping);
}
