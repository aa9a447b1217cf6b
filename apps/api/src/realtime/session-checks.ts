import { type UserEvent, userTopic } from '@nahbar/contracts';
import type { EventBus } from './bus';
import type { ConnectionRegistry, ConnectionWatcher } from './connections';
import { nextTurn } from './next-turn';

export interface SessionCheckOptions {
  bus: EventBus;
  /**
   * Whether the session may still act: it exists, has not expired, its member is not banned.
   * The policy's one session check, given by app.ts (realtime/ does not import services).
   */
  isValid(sessionId: string): Promise<boolean>;
  /** How often every live socket's session is checked again. */
  intervalMs: number;
  onError(error: unknown): void;
}

/**
 * Keeps live sockets honest about their sessions. A session can end without this instance
 * closing its sockets: on another instance (logout, ban, deletion announce `access_changed`
 * on the member's topic), or by itself (expiry, a ban written straight to the database). So
 * each member with a socket here is followed on their topic and re-checked on
 * `access_changed`, and every socket's session is re-checked every `intervalMs`; an ended
 * one closes its sockets through the registry.
 */
export class SessionChecks implements ConnectionWatcher {
  private readonly followed = new Map<string, { sockets: number; stop: AbortController }>();
  private readonly timer: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly connections: ConnectionRegistry,
    private readonly options: SessionCheckOptions,
  ) {
    connections.watch(this);
    this.timer = setInterval(() => void this.checkAll(), options.intervalMs);
    this.timer.unref();
  }

  connected(userId: string): void {
    const followed = this.followed.get(userId);
    if (followed) {
      followed.sockets += 1;
      return;
    }
    const stop = new AbortController();
    this.followed.set(userId, { sockets: 1, stop });
    this.follow(userId, stop.signal).catch(this.options.onError);
  }

  disconnected(userId: string): void {
    const followed = this.followed.get(userId);
    if (!followed) return;
    followed.sockets -= 1;
    if (followed.sockets > 0) return;
    this.followed.delete(userId);
    followed.stop.abort();
  }

  /** Whether the session may still act: the injected check, for the live user stream too. */
  isValid(sessionId: string): Promise<boolean> {
    return this.options.isValid(sessionId);
  }

  /**
   * Checks the sessions of one member's sockets, or of all (one after another). Between two
   * checks the event loop turns: the embedded database answers within the call, so without that
   * a sweep of a thousand sessions ran as one block of the loop (about 0.6 s every minute at
   * 20,000 sockets, every socket waiting: docs/benchmarks.md, sockets).
   */
  async checkAll(userId?: string): Promise<void> {
    if (userId === undefined) {
      // A slow database must not stack sweeps on top of each other.
      if (this.sweeping) return;
      this.sweeping = true;
    }
    try {
      for (const sessionId of this.connections.sessionIds(userId)) {
        await this.check(sessionId);
        await nextTurn();
      }
    } finally {
      if (userId === undefined) this.sweeping = false;
    }
  }

  close(): void {
    clearInterval(this.timer);
    for (const { stop } of this.followed.values()) stop.abort();
    this.followed.clear();
  }

  private async follow(userId: string, signal: AbortSignal): Promise<void> {
    const events = this.options.bus.subscribe<UserEvent>(userTopic(userId), signal);
    for await (const event of events) {
      // A change of one room's access is the room reader's business; the session stays.
      // A ban is announced as such: the member's sockets here close saying so, at once.
      if (event.type === 'access_changed' && event.suspended) this.connections.closeUser(userId, 'suspended');
      else if (event.type === 'access_changed' && event.roomId === undefined) await this.checkAll(userId);
    }
  }

  private async check(sessionId: string): Promise<void> {
    try {
      if (!(await this.isValid(sessionId))) this.connections.closeSession(sessionId);
    } catch (error) {
      this.options.onError(error);
    }
  }
}
