import { type Messages, renderText, type TextRef, textRef } from '@nahbar/contracts';
import type { ConnectionStatus } from '../../chat-shell/connection-status';
import { RECONNECT_BACKOFF, reconnectDelayMs, slowRetryDelayMs, WAKE_RETRY_GAP_MS } from './backoff';
import { closeDecision } from './close-policy';

/**
 * Why the channel is down, as far as the browser and a plain HTTP request can tell: the browser
 * has no network; the server does not answer HTTP either (a restart, a deploy, an outage); or it
 * answers HTTP but the live channel still fails (something between refuses WebSockets).
 */
type ConnectionDiagnosis = 'offline' | 'server-unreachable' | 'server-answers';

export interface ConnectionState {
  status: ConnectionStatus;
  /**
   * The retry the channel is on, 0 outside a run of retries: 1..max are the spec's quick
   * attempts, the ones after them the slow attempts that go on for as long as the page is open.
   */
  attempt: number;
  /** When the next attempt is due (epoch ms), while one is scheduled. */
  retryAt: number | null;
  /** When the channel dropped; kept until a connection has been made again. */
  disconnectedAt: number | null;
  /** The user-facing text of a final failure, by key: the banner words it in the member's language. */
  error: TextRef | null;
  /** A socket is being opened. */
  opening: boolean;
  /** What went wrong with the last attempt, for the banner's details. */
  problem: TextRef | null;
  /** Why the channel is down, once known; null while connected or not yet known. */
  diagnosis: ConnectionDiagnosis | null;
  /** When the channel last dropped or an attempt last failed (epoch ms). */
  failedAt: number | null;
}

export type ConnectionEvent =
  /** Open now: the first connect, a Reconnect click, the browser coming back online. */
  | { type: 'start' }
  | { type: 'opened' }
  /**
   * The socket closed, failed to open, or took too long to open. `offline`: the browser says it
   * has no network. `jitter` (0..1, drawn at random by the caller) places a slow retry in its
   * window.
   */
  | { type: 'closed'; now: number; code?: number; reason?: string; offline?: boolean; jitter?: number }
  | { type: 'retry-due' }
  /** The browser says the network is gone: a socket that looks open is dead. */
  | { type: 'offline'; now: number; jitter?: number }
  | { type: 'online' }
  /** The tab came back into view. */
  | { type: 'visible'; now: number }
  /** Whether plain HTTP to the server answered, asked after a failed slow attempt. */
  | { type: 'probed'; answered: boolean }
  /** The channel cannot be opened at all (a bad address, no WebSocket): retrying cannot help. */
  | { type: 'unusable'; error: TextRef }
  /** The screen that needed the channel is gone. */
  | { type: 'stop' };

export type ConnectionEffect =
  | { type: 'open' }
  /** Let go of the socket (tRPC's own endless retry must not run). */
  | { type: 'dispose' }
  | { type: 'schedule'; delayMs: number }
  | { type: 'cancel-retry' }
  /** Connected again; `missedSince` is when it dropped (null on the first connect). */
  | { type: 'connected'; missedSince: number | null }
  | { type: 'session-ended'; suspended: boolean }
  /** Ask whether plain HTTP to the server answers, and report it as 'probed'. */
  | { type: 'probe' };

interface Transition {
  state: ConnectionState;
  effects: ConnectionEffect[];
}

export const INITIAL_CONNECTION: ConnectionState = {
  status: 'disconnected',
  attempt: 0,
  retryAt: null,
  disconnectedAt: null,
  error: null,
  opening: false,
  problem: null,
  diagnosis: null,
  failedAt: null,
};

const { maxAttempts } = RECONNECT_BACKOFF;

/** What the browser's word on the network makes of what was known of the cause. */
function diagnosisAfter(known: ConnectionDiagnosis | null, offline: boolean): ConnectionDiagnosis | null {
  if (offline) return 'offline';
  // Online again: whether the server answers is asked anew after the next slow attempt.
  return known === 'offline' ? null : known;
}

function afterClose(state: ConnectionState, event: Extract<ConnectionEvent, { type: 'closed' }>): Transition {
  const offline = event.offline === true;
  const base: ConnectionState = {
    ...state,
    opening: false,
    retryAt: null,
    disconnectedAt: state.disconnectedAt ?? event.now,
    failedAt: event.now,
    diagnosis: diagnosisAfter(state.diagnosis, offline),
    // An attempt that ends before it opened failed to connect.
    problem: state.opening ? textRef('connection.error') : state.problem,
  };
  const decision = closeDecision(event.code, event.reason, event.jitter);
  switch (decision.kind) {
    case 'stop':
      return { state: { ...base, status: 'disconnected', attempt: 0 }, effects: [{ type: 'dispose' }] };
    case 'session-ended':
      return {
        state: { ...base, status: 'disconnected', attempt: 0 },
        effects: [{ type: 'dispose' }, { type: 'session-ended', suspended: decision.suspended }],
      };
    case 'soon':
      // Chat spec §4: a server going away is temporary and does not count as an attempt.
      return {
        state: { ...base, status: 'connecting', retryAt: event.now + decision.delayMs },
        effects: [{ type: 'dispose' }, { type: 'schedule', delayMs: decision.delayMs }],
      };
    case 'backoff': {
      // Chat spec §9's quick attempts first; after them the channel does not give up (issue 32)
      // but tries every 15 to 30 s, and asks whether the server answers at all, for the banner.
      const attempt = state.attempt + 1;
      const slow = attempt > maxAttempts;
      const delayMs = slow ? slowRetryDelayMs(event.jitter ?? 0.5) : reconnectDelayMs(attempt);
      const effects: ConnectionEffect[] = [{ type: 'dispose' }, { type: 'schedule', delayMs }];
      if (slow && !offline) effects.push({ type: 'probe' });
      return {
        state: { ...base, status: 'disconnected', attempt, retryAt: event.now + delayMs },
        effects,
      };
    }
  }
}

/** The tab came back into view: a waiting channel tries now, or as soon as the wake gap allows. */
function afterVisible(state: ConnectionState, now: number): Transition {
  if (state.retryAt === null || state.opening) return { state, effects: [] };
  const earliest = state.failedAt === null ? now : state.failedAt + WAKE_RETRY_GAP_MS;
  if (now >= earliest) return transition(state, { type: 'retry-due' });
  if (state.retryAt <= earliest) return { state, effects: [] };
  return {
    state: { ...state, retryAt: earliest },
    effects: [{ type: 'schedule', delayMs: earliest - now }],
  };
}

/**
 * The live channel's states and what to do on each event (chat spec §4, §9). Pure: the
 * caller owns sockets and timers and carries out the returned effects in order.
 */
export function transition(state: ConnectionState, event: ConnectionEvent): Transition {
  switch (event.type) {
    case 'start': {
      if (state.status === 'connected' || state.opening) return { state, effects: [] };
      const status = state.disconnectedAt === null ? 'connecting' : 'reconnecting';
      return {
        // A fresh start is a fresh run of retries.
        state: { ...state, status, attempt: 0, retryAt: null, error: null, opening: true },
        effects: [{ type: 'cancel-retry' }, { type: 'open' }],
      };
    }
    case 'opened':
      return {
        state: { ...INITIAL_CONNECTION, status: 'connected' },
        effects: [{ type: 'connected', missedSince: state.disconnectedAt }],
      };
    case 'closed':
      return afterClose(state, event);
    case 'retry-due': {
      if (state.retryAt === null || state.opening) return { state, effects: [] };
      const status = state.status === 'connecting' ? 'connecting' : 'reconnecting';
      return { state: { ...state, status, retryAt: null, opening: true }, effects: [{ type: 'open' }] };
    }
    case 'offline':
      if (state.status !== 'connected' && !state.opening) {
        // Already waiting: the retries go on, the banner now says why.
        const waiting = state.retryAt !== null;
        return { state: waiting ? { ...state, diagnosis: 'offline' } : state, effects: [] };
      }
      return afterClose(state, { type: 'closed', now: event.now, offline: true, jitter: event.jitter });
    case 'online': {
      // Back online: waiting out the backoff would only delay the user; a halted channel stays halted.
      const retrying = state.status === 'error' || state.retryAt !== null;
      const known = { ...state, diagnosis: diagnosisAfter(state.diagnosis, false) };
      return retrying ? transition(known, { type: 'start' }) : { state: known, effects: [] };
    }
    case 'visible':
      return afterVisible(state, event.now);
    case 'probed': {
      // Late news (connected meanwhile, or stopped) and the browser's own word on the network win.
      const waiting = state.retryAt !== null || state.opening;
      if (!waiting || state.status === 'connected' || state.diagnosis === 'offline')
        return { state, effects: [] };
      return {
        state: { ...state, diagnosis: event.answered ? 'server-answers' : 'server-unreachable' },
        effects: [],
      };
    }
    case 'unusable':
      return {
        state: {
          ...state,
          status: 'error',
          opening: false,
          retryAt: null,
          error: event.error,
          problem: event.error,
        },
        effects: [{ type: 'cancel-retry' }, { type: 'dispose' }],
      };
    case 'stop':
      return { state: INITIAL_CONNECTION, effects: [{ type: 'cancel-retry' }, { type: 'dispose' }] };
  }
}

/** The line the connection banner shows for a state (chat spec §8), or null when all is well. */
export function connectionNotice(state: ConnectionState, now: number): TextRef | null {
  if (state.status === 'error') return state.error ?? textRef('connection.error');
  if (state.status !== 'disconnected' || state.retryAt === null) return null;
  // Offline, a countdown would promise what only the network's return can bring.
  if (state.diagnosis === 'offline') return textRef('connection.offline');
  const seconds = Math.max(1, Math.ceil((state.retryAt - now) / 1000));
  if (state.attempt <= maxAttempts)
    return textRef('connection.retrying', seconds, state.attempt, maxAttempts);
  switch (state.diagnosis) {
    case 'server-unreachable':
      return textRef('connection.serverUnreachable', seconds);
    case 'server-answers':
      return textRef('connection.liveChannelRefused', seconds);
    case null:
      return textRef('connection.stillDisconnected', seconds);
  }
}

/** Whether the channel is past the spec's quick attempts, on the slow schedule. */
export function onSlowRetries(state: ConnectionState): boolean {
  return state.attempt > maxAttempts;
}

/** A notice or problem of the channel in the member's language. */
export function connectionText(m: Messages, text: TextRef): string {
  return renderText(m, text.key, text.params) ?? text.key;
}
