/** Anything that can be closed by the server: a `/ws` socket or a tRPC WebSocket. */
export interface ClosableConnection {
  close(code?: number, reason?: string): void;
}

interface Entry {
  userId: string;
  sessionId: string;
}

/** Told of each user's connections as they come and go (online status). */
export interface ConnectionWatcher {
  connected(userId: string): void;
  disconnected(userId: string): void;
}

/** 4001: the session behind this socket ended (logout, ban, deletion): sign in again. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * Live sockets by user and session, so that ending a session (logout, ban, account
 * deletion) also ends the sockets it opened, on every transport.
 */
export class ConnectionRegistry {
  private readonly entries = new Map<ClosableConnection, Entry>();

  constructor(private readonly watcher: ConnectionWatcher = { connected() {}, disconnected() {} }) {}

  add(connection: ClosableConnection, entry: Entry): () => void {
    this.entries.set(connection, entry);
    this.watcher.connected(entry.userId);
    return () => this.forget(connection);
  }

  closeSession(sessionId: string): void {
    this.closeWhere((e) => e.sessionId === sessionId);
  }

  closeUser(userId: string): void {
    this.closeWhere((e) => e.userId === userId);
  }

  get size(): number {
    return this.entries.size;
  }

  private closeWhere(match: (e: Entry) => boolean): void {
    for (const [connection, entry] of this.entries) {
      if (!match(entry)) continue;
      this.forget(connection);
      connection.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }

  private forget(connection: ClosableConnection): void {
    const entry = this.entries.get(connection);
    if (!entry) return;
    this.entries.delete(connection);
    this.watcher.disconnected(entry.userId);
  }
}
