import { AppError } from '../../errors';
import type { LiveSocket } from '../live-socket';

/** The session is the only identity: a frame may name its own user, or no one. */
export function assertOwnUserId(live: LiveSocket, userId: string | undefined): void {
  if (userId !== undefined && userId !== live.actor.id) throw new AppError('FORBIDDEN', 'auth.forbidden');
}
