import type { Actor, AppDeps } from '../../deps';
import { readableRoom } from '../rooms/readable-room';

/** Whether the reporter may read the room a reported message is in. */
export async function canReadMessage(deps: AppDeps, actor: Actor, roomId: string): Promise<boolean> {
  try {
    await readableRoom(deps, actor, roomId);
    return true;
  } catch {
    return false;
  }
}
