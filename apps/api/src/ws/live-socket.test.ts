import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { Actor, AppDeps } from '../deps';
import type { Registration } from '../realtime/connections';
import { LiveSocket } from './live-socket';

/** A socket that records pings and terminations; nothing answers its pings. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  pings = 0;
  terminated = false;
  ping(): void {
    this.pings += 1;
  }
  terminate(): void {
    this.terminated = true;
  }
  pause(): void {}
  resume(): void {}
}

function liveSocket() {
  const socket = new FakeSocket();
  const registration: Registration = { userId: 'u1', sessionId: 's1', ended: false, remove: () => {} };
  const live = new LiveSocket(
    socket as unknown as WebSocket,
    { id: 'u1' } as Actor,
    registration,
    {} as AppDeps,
    () => {},
  );
  return { socket, live };
}

describe('the /ws health check', () => {
  it('drops a socket that did not answer the last ping', () => {
    const { socket, live } = liveSocket();
    live.checkAlive();
    expect(socket.pings).toBe(1);
    live.checkAlive();
    expect(socket.terminated).toBe(true);
  });

  it('keeps a socket whose frames are still being served, though its pong waits unread behind them', () => {
    const { socket, live } = liveSocket();
    live.run(() => new Promise<void>(() => {}));
    live.checkAlive();
    live.checkAlive();
    live.checkAlive();
    expect(socket.terminated).toBe(false);
  });
});
