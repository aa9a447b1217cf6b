import { HEALTH_PING_INTERVAL_MS, textRef } from '@nahbar/contracts';
import { createWSClient, type TRPCWebSocketClient, type WebSocketClientOptions } from '@trpc/client';
import {
  type ConnectionEffect,
  type ConnectionEvent,
  type ConnectionState,
  INITIAL_CONNECTION,
  transition,
} from './connection-machine';
import { liveUrlProblem } from './live-url';
import { tolerantJsonEncoder } from './tolerant-encoder';

/** Ours (the spec is silent): an open that hangs this long counts as a failed attempt. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Ours: how long the health ping waits for its answer before the socket counts as dead. */
const PONG_TIMEOUT_MS = 5_000;

interface ConnectedInfo {
  /** When the channel dropped before this connection (null on the first one). */
  missedSince: number | null;
  /** Counts connections; a subscription knows by it whether it belongs to the current one. */
  connectionId: number;
}

/** Something that lives while the channel is up: subscriptions, the queue flush. */
interface LiveListener {
  connected(info: ConnectedInfo): void;
  disconnected(): void;
}

/** The page's visibility: `document` in a browser. */
interface VisibilitySource extends EventTarget {
  readonly visibilityState: DocumentVisibilityState;
}

export interface LiveConnectionOptions {
  url: string;
  createClient?: (options: WebSocketClientOptions) => TRPCWebSocketClient;
  now?: () => number;
  /** A fraction in [0, 1) for the slow retries' spread; Math.random unless a test fixes it. */
  random?: () => number;
  /** The browser's online/offline events; none outside a browser. */
  network?: EventTarget | null;
  /** Whether the browser says it has a network (`navigator.onLine`); assumed so when not given. */
  isOnline?: () => boolean;
  /** Its `visibilitychange`: a waiting channel retries when the tab comes back into view. */
  visibility?: VisibilitySource | null;
  /** Whether plain HTTP to the server answers, asked after a failed slow attempt. */
  probe?: () => Promise<boolean>;
  /** The server ended the session: the user must sign in again. */
  /** `suspended`: the member was banned, and should be told so. */
  onSessionEnded?: (suspended: boolean) => void;
}

function reasonOf(cause: unknown): string | undefined {
  if (typeof cause !== 'object' || cause === null || !('reason' in cause)) return undefined;
  return typeof cause.reason === 'string' ? cause.reason : undefined;
}

/**
 * The live channel (chat spec §4, §9). tRPC's WebSocket client retries for ever on its own
 * schedule and cannot be told to retry now; here every attempt is a fresh client, closed as
 * soon as it fails, so the statuses, the backoff, the 1000/1001 rules and the Reconnect action
 * follow the spec, and the slow retries after its quick ones (issue 32) follow ours.
 * Subscriptions are started by listeners on each connect (resuming from their last event id),
 * queries and mutations stay on HTTP.
 */
export class LiveConnection {
  private state: ConnectionState = INITIAL_CONNECTION;
  private socket: TRPCWebSocketClient | null = null;
  private generation = 0;
  private connections = 0;
  private holders = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly stateListeners = new Set<() => void>();
  private readonly liveListeners = new Set<LiveListener>();
  private readonly createClient: (options: WebSocketClientOptions) => TRPCWebSocketClient;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: LiveConnectionOptions) {
    this.createClient = options.createClient ?? createWSClient;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** Keeps the channel up while held; the last release closes it ('Component unmounting'). */
  acquire(): () => void {
    this.holders += 1;
    if (this.holders === 1) {
      // Adding the same listener twice is a no-op, so a quick hand-over keeps one of each.
      this.options.network?.addEventListener('online', this.onOnline);
      this.options.network?.addEventListener('offline', this.onOffline);
      this.options.visibility?.addEventListener('visibilitychange', this.onVisibilityChange);
      this.dispatch({ type: 'start' });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      // A screen handing over to another (/chat to /chat/{roomId}) must not drop the channel:
      // it closes only if nobody has taken it up again by the next tick.
      setTimeout(() => {
        if (this.holders > 0) return;
        this.options.network?.removeEventListener('online', this.onOnline);
        this.options.network?.removeEventListener('offline', this.onOffline);
        this.options.visibility?.removeEventListener('visibilitychange', this.onVisibilityChange);
        this.dispatch({ type: 'stop' });
      }, 0);
    };
  }

  /** The socket for the tRPC link; a subscription made while none is open starts one. */
  client(): TRPCWebSocketClient {
    if (!this.socket) this.dispatch({ type: 'start' });
    // A start opens a socket unless one is open or opening already.
    if (!this.socket) throw new Error('The live channel is not open');
    return this.socket;
  }

  /** The Reconnect action: a fresh run of retries, starting now. */
  reconnect(): void {
    this.dispatch({ type: 'start' });
  }

  getState(): ConnectionState {
    return this.state;
  }

  isConnected(): boolean {
    return this.state.status === 'connected';
  }

  get connectionId(): number {
    return this.connections;
  }

  subscribeState(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Calls `connected` at once when the channel is up, and on every later connect. */
  attach(listener: LiveListener): () => void {
    this.liveListeners.add(listener);
    if (this.state.status === 'connected') {
      this.safely(() => listener.connected({ missedSince: null, connectionId: this.connections }));
    }
    return () => this.liveListeners.delete(listener);
  }

  private readonly onOnline = () => this.dispatch({ type: 'online' });
  private readonly onOffline = () =>
    this.dispatch({ type: 'offline', now: this.now(), jitter: this.random() });
  private readonly onVisibilityChange = () => {
    if (this.options.visibility?.visibilityState === 'visible')
      this.dispatch({ type: 'visible', now: this.now() });
  };

  /** A socket's end, with what the browser says of the network and the slow retry's spread. */
  private closed(code?: number, reason?: string): ConnectionEvent {
    const offline = this.options.isOnline ? !this.options.isOnline() : false;
    return { type: 'closed', now: this.now(), code, reason, offline, jitter: this.random() };
  }

  private dispatch(event: ConnectionEvent): void {
    const wasConnected = this.state.status === 'connected';
    const { state, effects } = transition(this.state, event);
    this.state = state;
    if (wasConnected && state.status !== 'connected') {
      for (const listener of [...this.liveListeners]) this.safely(() => listener.disconnected());
    }
    for (const effect of effects) this.run(effect);
    for (const listener of [...this.stateListeners]) this.safely(listener);
  }

  private run(effect: ConnectionEffect): void {
    switch (effect.type) {
      case 'open':
        this.open();
        return;
      case 'dispose':
        this.dispose();
        return;
      case 'schedule':
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.dispatch({ type: 'retry-due' }), effect.delayMs);
        return;
      case 'cancel-retry':
        clearTimeout(this.retryTimer);
        return;
      case 'connected': {
        this.connections += 1;
        const info = { missedSince: effect.missedSince, connectionId: this.connections };
        for (const listener of [...this.liveListeners]) this.safely(() => listener.connected(info));
        return;
      }
      case 'session-ended':
        this.options.onSessionEnded?.(effect.suspended);
        return;
      case 'probe':
        this.probe();
        return;
    }
  }

  private open(): void {
    this.dispose();
    const problem = liveUrlProblem(this.options.url);
    if (problem) {
      this.dispatch({ type: 'unusable', error: problem });
      return;
    }
    const generation = this.generation;
    const current = () => generation === this.generation;
    try {
      this.socket = this.createClient({
        url: this.options.url,
        // Never reached: a closed attempt is disposed before tRPC's own retry would fire.
        retryDelayMs: () => CONNECT_TIMEOUT_MS,
        keepAlive: { enabled: true, intervalMs: HEALTH_PING_INTERVAL_MS, pongTimeoutMs: PONG_TIMEOUT_MS },
        experimental_encoder: tolerantJsonEncoder(),
        onOpen: () => {
          if (!current()) return;
          clearTimeout(this.openTimer);
          this.dispatch({ type: 'opened' });
        },
        onClose: (cause) => {
          if (current()) this.dispatch(this.closed(cause?.code, reasonOf(cause)));
        },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.dispatch({ type: 'unusable', error: textRef('connection.createFailed', reason) });
      return;
    }
    this.openTimer = setTimeout(() => {
      if (current()) this.dispatch(this.closed());
    }, CONNECT_TIMEOUT_MS);
  }

  /** Asks whether the server answers plain HTTP; the machine drops an answer that comes too late. */
  private probe(): void {
    const { probe } = this.options;
    if (!probe) return;
    probe().then(
      (answered) => this.dispatch({ type: 'probed', answered }),
      () => this.dispatch({ type: 'probed', answered: false }),
    );
  }

  private dispose(): void {
    this.generation += 1;
    clearTimeout(this.openTimer);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    // Ends its subscriptions too; listeners start new ones on the next connect.
    socket.close().catch(() => {});
    // tRPC closes only once an open settles; a handshake that hangs is cut here.
    socket.connection?.ws.close();
  }

  /** A listener's failure must not break the channel for the others. */
  private safely(run: () => void): void {
    try {
      run();
    } catch (error) {
      console.error(error);
    }
  }
}
