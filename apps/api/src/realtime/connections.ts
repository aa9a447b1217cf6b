import { CLOSE_CODE } from '@nahbar/contracts';
import { type EndableSocket, endSocket } from './end-socket';
import { MemberTurns } from './member-turns';

/** Anything that can be ended by the server: a `/ws` socket or a tRPC WebSocket. */
export type ClosableConnection = EndableSocket;

interface Entry {
  userId: string;
  sessionId: string;
}

/** Which protocol a socket speaks: the documented `/ws` one or tRPC's. */
export type SocketTransport = 'ws' | 'trpc';

/** Told of each user's connections as they come and go (online status, session checks). */
export interface ConnectionWatcher {
  connected(userId: string): void;
  disconnected(userId: string): void;
}

export type EndReason = 'ended' | 'suspended';

const CLOSE_OF: Record<EndReason, [number, string]> = {
  ended: [CLOSE_CODE.SESSION_ENDED, 'Session ended'],
  suspended: [CLOSE_CODE.ACCOUNT_SUSPENDED, 'Account suspended'],
};

/**
 * Frames of one member that run at once over all their sockets (realtime/member-turns.ts):
 * two, so a member's own ping is not stuck behind their one slow frame. Sends leave their turn
 * once admitted (services/messages/send-order.ts bounds those).
 */
const FRAMES_AT_ONCE_PER_MEMBER = 2;

/**
 * One live socket as the registry knows it. Its transport checks `ended` before serving each
 * frame: once the session ends, nothing more of that socket is served, whatever still arrives.
 */
export interface Registration extends Entry {
  readonly ended: boolean;
  /** The socket closed: forget it. */
  remove(): void;
}

class Registered implements Registration {
  ended = false;

  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly transport: SocketTransport,
    readonly remove: () => void,
  ) {}
}

/**
 * Live sockets by user and session, so that ending a session (logout, ban, account
 * deletion) also ends the sockets it opened, on every transport.
 */
export class ConnectionRegistry {
  private readonly entries = new Map<ClosableConnection, Registered>();
  private readonly perUser = new Map<string, number>();
  private readonly perTransport: Record<SocketTransport, number> = { ws: 0, trpc: 0 };
  private readonly watchers: ConnectionWatcher[] = [];
  /** Shared by both transports: a member's frames take turns, whichever socket they came on. */
  readonly turns = new MemberTurns(FRAMES_AT_ONCE_PER_MEMBER);

  constructor(watcher?: ConnectionWatcher) {
    if (watcher) this.watchers.push(watcher);
  }

  watch(watcher: ConnectionWatcher): void {
    this.watchers.push(watcher);
  }

  add(connection: ClosableConnection, entry: Entry & { transport: SocketTransport }): Registration {
    const registration = new Registered(entry.userId, entry.sessionId, entry.transport, () =>
      this.forget(connection),
    );
    this.entries.set(connection, registration);
    this.perUser.set(entry.userId, this.countOf(entry.userId) + 1);
    this.perTransport[entry.transport] += 1;
    for (const watcher of this.watchers) watcher.connected(entry.userId);
    return registration;
  }

  /** The member's live sockets on this instance. */
  countOf(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  /** The sessions behind this instance's sockets: of one user, or of everyone. */
  sessionIds(userId?: string): string[] {
    const ids = new Set<string>();
    for (const entry of this.entries.values()) {
      if (userId === undefined || entry.userId === userId) ids.add(entry.sessionId);
    }
    return [...ids];
  }

  closeSession(sessionId: string): void {
    this.closeWhere((e) => e.sessionId === sessionId, 'ended');
  }

  closeUser(userId: string, why: EndReason = 'ended'): void {
    this.closeWhere((e) => e.userId === userId, why);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Every socket closed with 1012 (service restart), each at a random moment within `spreadMs`,
   * so the members of an instance going down come back to the others over that time rather than
   * in one instant. Frames already received are still served; resolves once every close is sent.
   */
  async closeAllForRestart(spreadMs: number, random: () => number = Math.random): Promise<void> {
    const closes = [...this.entries.keys()].map(
      (connection) =>
        new Promise<void>((resolve) => {
          setTimeout(
            () => {
              this.forget(connection);
              endSocket(connection, CLOSE_CODE.SERVICE_RESTART, 'Service restart');
              resolve();
            },
            Math.floor(random() * spreadMs),
          );
        }),
    );
    await Promise.all(closes);
  }

  /** This instance's live sockets by protocol (the metrics' `nahbar_open_sockets`). */
  byTransport(): Readonly<Record<SocketTransport, number>> {
    return { ...this.perTransport };
  }

  private closeWhere(match: (e: Entry) => boolean, why: EndReason): void {
    for (const [connection, entry] of this.entries) {
      if (!match(entry)) continue;
      entry.ended = true;
      this.forget(connection);
      endSocket(connection, ...CLOSE_OF[why]);
    }
  }

  private forget(connection: ClosableConnection): void {
    const entry = this.entries.get(connection);
    if (!entry) return;
    this.entries.delete(connection);
    this.perTransport[entry.transport] -= 1;
    const left = this.countOf(entry.userId) - 1;
    if (left > 0) this.perUser.set(entry.userId, left);
    else this.perUser.delete(entry.userId);
    for (const watcher of this.watchers) watcher.disconnected(entry.userId);
  }
}
