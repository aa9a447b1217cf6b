import type { RoomEvent } from '@nahbar/contracts';
import type { SocketTransport } from './connections';
import { publishTimeOf } from './publish-times';
import { afterFlush, framesWritten } from './socket-writer';

/** What the live layer tells the metrics (metrics/metrics.ts implements it). */
export interface LiveMeter {
  /** Frames of one message written to this process's sockets of one transport. */
  delivered(transport: SocketTransport, frames: number): void;
  /** From a message's commit (its publish) until its frames left for the last local socket. */
  messageWritten(seconds: number): void;
  /** A PUBLISH of the Redis bus answered (`ok`) or failed, after `seconds`. */
  busPublished(seconds: number, ok: boolean): void;
  /** An envelope from another instance arrived, `seconds` after its first event was published. */
  busReceived(lagSeconds: number): void;
}

export const NO_METER: LiveMeter = {
  delivered() {},
  messageWritten() {},
  busPublished() {},
  busReceived() {},
};

/**
 * Hands a message to a room's listeners (`fanOut`, which writes it to every local socket that
 * should get it, synchronously) and measures that: the frames written by transport, read from
 * the writer's running counts before and after, and, once the turn's frames have left
 * (socket-writer.ts: `afterFlush`), the time since its commit. One observation per message and
 * instance, whatever the number of sockets; nothing when no socket here got it. Frames that
 * leave later (a reader whose view is being reloaded holds them) are not counted here.
 */
export function fanOutMeasured(event: RoomEvent, fanOut: () => void, meter: LiveMeter): void {
  const ws = framesWritten.ws;
  const trpc = framesWritten.trpc;
  fanOut();
  const toWs = framesWritten.ws - ws;
  const toTrpc = framesWritten.trpc - trpc;
  if (toWs === 0 && toTrpc === 0) return;
  if (toWs > 0) meter.delivered('ws', toWs);
  if (toTrpc > 0) meter.delivered('trpc', toTrpc);
  const committedAt = publishTimeOf(event);
  if (committedAt === undefined) return;
  afterFlush(() => meter.messageWritten((performance.now() - committedAt) / 1000));
}
