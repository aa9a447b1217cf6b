import type { TWsClientFrame } from '@nahbar/contracts';
import type { AppDeps } from '../deps';
import { handleJoin } from './handlers/join';
import { handleLeave } from './handlers/leave';
import { handleMessage } from './handlers/message';
import { handlePing } from './handlers/ping';
import { handleTyping } from './handlers/typing';
import type { LiveSocket } from './live-socket';

/**
 * Routes a parsed client frame to its handler. `ordered` is called once a message has its
 * place among its member's sends (the socket may serve its next frame then).
 */
export async function dispatchFrame(
  deps: AppDeps,
  live: LiveSocket,
  frame: TWsClientFrame,
  ordered?: () => void,
): Promise<void> {
  switch (frame.type) {
    case 'join':
      return handleJoin(deps, live, frame);
    case 'leave':
      return handleLeave(live, frame);
    case 'message':
      return handleMessage(deps, live, frame, ordered);
    case 'typing':
      return handleTyping(deps, live, frame);
    case 'ping':
      return handlePing(live, frame);
  }
}
