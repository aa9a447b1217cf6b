import { type Messages, renderText, type TextRef, textRef } from '@nahbar/contracts';
import type { ConnectionStatus } from '../../chat-shell/connection-status';
import { RECONNECT_BACKOFF, reconnectDelayMs } from './backoff';
import { closeDecision } from './close-policy';

export interface ConnectionState {
  status: ConnectionStatus;
  /** The retry the channel is on (1..max), 0 outside a run of retries. */
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
}

export type ConnectionEvent =
  /** Open now: the first connect, a Reconnect click, the browser coming back online. */
  | { type: 'start' }
  | { type: 'opened' }
  /** The socket closed, failed to open, or took too long to open. */
  | { type: 'closed'; now: number; code?: number; reason?: string }
  | { type: 'retry-due' }
  /** The browser says the network is gone: a socket that looks open is dead. */
  | { type: 'offline'; now: number }
  | { type: 'online' }
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
  | { type: 'session-ended'; suspended: boolean };

export interface Transition {
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
};

const { maxAttempts } = RECONNECT_BACKOFF;

function afterClose(state: ConnectionState, event: Extract<ConnectionEvent, { type: 'closed' }>): Transition {
  const base: ConnectionState = {
    ...state,
    opening: false,
    retryAt: null,
    disconnectedAt: state.disconnectedAt ?? event.now,
    // An attempt that ends before it opened failed to connect.
    problem: state.opening ? textRef('connection.error') : state.problem,
  };
  const decision = closeDecision(event.code, event.reason);
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
      if (state.attempt >= maxAttempts) {
        return {
          state: {
            ...base,
            status: 'error',
            attempt: maxAttempts,
            error: textRef('connection.failedAfterRetries'),
          },
          effects: [{ type: 'dispose' }],
        };
      }
      const attempt = state.attempt + 1;
      const delayMs = reconnectDelayMs(attempt);
      return {
        state: { ...base, status: 'disconnected', attempt, retryAt: event.now + delayMs },
        effects: [{ type: 'dispose' }, { type: 'schedule', delayMs }],
      };
    }
  }
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
      if (state.status !== 'connected' && !state.opening) return { state, effects: [] };
      return afterClose(state, { type: 'closed', now: event.now });
    case 'online': {
      // Back online: waiting out the backoff would only delay the user; a halted channel stays halted.
      const retrying = state.status === 'error' || state.retryAt !== null;
      return retrying ? transition(state, { type: 'start' }) : { state, effects: [] };
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
  if (state.status === 'error') return state.error ?? textRef('connection.failedAfterRetries');
  if (state.status === 'disconnected' && state.retryAt !== null) {
    const seconds = Math.max(1, Math.ceil((state.retryAt - now) / 1000));
    return textRef('connection.retrying', seconds, state.attempt, maxAttempts);
  }
  return null;
}

/** A notice or problem of the channel in the member's language. */
export function connectionText(m: Messages, text: TextRef): string {
  return renderText(m, text.key, text.params) ?? text.key;
}
