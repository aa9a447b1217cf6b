import type { ZWsPingFrame } from '@nahbar/contracts';
import type { z } from 'zod';
import type { LiveSocket } from '../live-socket';

/** `ping {timestamp}` → `pong {timestamp}`: the client's health check (chat spec §7). */
export function handlePing(live: LiveSocket, frame: z.infer<typeof ZWsPingFrame>): void {
  live.markAlive();
  live.send({ type: 'pong', timestamp: frame.timestamp });
}
