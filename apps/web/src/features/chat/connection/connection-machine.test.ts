import { de, en, type Messages, textRef } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ConnectionEvent,
  type ConnectionState,
  connectionNotice,
  connectionText,
  INITIAL_CONNECTION,
  transition,
} from './connection-machine';

/** The banner's line for a state, worded as a member of that language reads it. */
function notice(state: ConnectionState, now: number, m: Messages = en): string | null {
  const text = connectionNotice(state, now);
  return text && connectionText(m, text);
}

function run(events: ConnectionEvent[], from: ConnectionState = INITIAL_CONNECTION) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const connected = run([{ type: 'start' }, { type: 'opened' }]).state;

describe('connection machine', () => {
  it('connects: connecting, then connected with nothing missed', () => {
    const starting = transition(INITIAL_CONNECTION, { type: 'start' });
    expect(starting.state.status).toBe('connecting');
    expect(starting.effects).toContainEqual({ type: 'open' });
    const open = transition(starting.state, { type: 'opened' });
    expect(open.state.status).toBe('connected');
    expect(open.effects).toEqual([{ type: 'connected', missedSince: null }]);
  });

  it('ignores a second start while connected or opening', () => {
    expect(transition(connected, { type: 'start' }).effects).toEqual([]);
    const opening = transition(INITIAL_CONNECTION, { type: 'start' }).state;
    expect(transition(opening, { type: 'start' }).effects).toEqual([]);
  });

  it('on an unexpected close records the time and retries with backoff', () => {
    const { state, effects } = run([{ type: 'closed', now: 10_000, code: 1006 }], connected);
    expect(state).toMatchObject({
      status: 'disconnected',
      attempt: 1,
      retryAt: 10_500,
      disconnectedAt: 10_000,
    });
    expect(effects).toEqual([{ type: 'dispose' }, { type: 'schedule', delayMs: 500 }]);
    expect(notice(state, 10_000)).toBe('Connection lost. Retrying in 1s (1/8)');
    expect(notice(state, 10_000, de)).toBe(de.connection.retrying(1, 1, 8));
  });

  it('reconnects, then reports when it dropped so missed messages can be fetched', () => {
    const { state, effects } = run(
      [{ type: 'closed', now: 10_000, code: 1006 }, { type: 'retry-due' }, { type: 'opened' }],
      connected,
    );
    expect(state).toEqual({ ...INITIAL_CONNECTION, status: 'connected' });
    expect(effects).toContainEqual({ type: 'open' });
    expect(effects.at(-1)).toEqual({ type: 'connected', missedSince: 10_000 });
  });

  it('shows reconnecting while a retry is under way', () => {
    const { state } = run([{ type: 'closed', now: 0, code: 1006 }, { type: 'retry-due' }], connected);
    expect(state.status).toBe('reconnecting');
    expect(state.opening).toBe(true);
  });

  it('gives up with an error after the eighth failed retry, keeping the first drop time', () => {
    const events: ConnectionEvent[] = [{ type: 'closed', now: 1000, code: 1006 }];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      events.push({ type: 'retry-due' }, { type: 'closed', now: 1000 + attempt, code: 1006 });
    }
    const { state, effects } = run(events, connected);
    expect(state).toMatchObject({ status: 'error', attempt: 8, retryAt: null, disconnectedAt: 1000 });
    expect(notice(state, 5000)).toBe(
      'Connection failed after maximum retry attempts. Check your internet connection.',
    );
    const delays = effects.flatMap((effect) => (effect.type === 'schedule' ? [effect.delayMs] : []));
    expect(delays).toEqual([500, 750, 1125, 1688, 2531, 3797, 5695, 8543]);
  });

  it('counts the retries in the notice and counts down the seconds', () => {
    const events: ConnectionEvent[] = [{ type: 'closed', now: 0, code: 1006 }];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      events.push({ type: 'retry-due' }, { type: 'closed', now: 0, code: 1006 });
    }
    const { state } = run(events, connected);
    expect(state.attempt).toBe(7);
    expect(notice(state, 0)).toBe('Connection lost. Retrying in 6s (7/8)');
    expect(notice(state, 4_800)).toBe('Connection lost. Retrying in 1s (7/8)');
  });

  it('stays disconnected without a retry on a normal close or an unmount close', () => {
    for (const close of [{ code: 1000 }, { code: 1005, reason: 'Component unmounting' }]) {
      const { state, effects } = run([{ type: 'closed', now: 5, ...close }], connected);
      expect(state).toMatchObject({ status: 'disconnected', retryAt: null, attempt: 0 });
      expect(effects).toEqual([{ type: 'dispose' }]);
      expect(notice(state, 5)).toBeNull();
    }
  });

  it('treats 1001 as temporary: connecting, retry after 300 ms, no attempt counted', () => {
    const { state, effects } = run([{ type: 'closed', now: 100, code: 1001 }], connected);
    expect(state).toMatchObject({ status: 'connecting', attempt: 0, retryAt: 400 });
    expect(effects).toEqual([{ type: 'dispose' }, { type: 'schedule', delayMs: 300 }]);
    expect(transition(state, { type: 'retry-due' }).state.status).toBe('connecting');
  });

  it('stops retrying when the session has ended', () => {
    const { state, effects } = run([{ type: 'closed', now: 0, code: 4001 }], connected);
    expect(state.retryAt).toBeNull();
    expect(effects).toContainEqual({ type: 'session-ended', suspended: false });
  });

  it('a Reconnect after the final failure starts a fresh run of retries', () => {
    const failed: ConnectionState = {
      ...INITIAL_CONNECTION,
      status: 'error',
      attempt: 8,
      disconnectedAt: 1,
      error: textRef('connection.failedAfterRetries'),
    };
    const { state, effects } = run([{ type: 'start' }], failed);
    expect(state).toMatchObject({ status: 'reconnecting', attempt: 0, error: null, opening: true });
    expect(effects).toEqual([{ type: 'cancel-retry' }, { type: 'open' }]);
    const again = run([{ type: 'closed', now: 50, code: 1006 }], state).state;
    expect(again).toMatchObject({ attempt: 1, retryAt: 550 });
  });

  it('drops a socket that looks open when the browser goes offline', () => {
    const { state, effects } = run([{ type: 'offline', now: 700 }], connected);
    expect(state).toMatchObject({ status: 'disconnected', attempt: 1, disconnectedAt: 700 });
    expect(effects[0]).toEqual({ type: 'dispose' });
    // Already waiting: going offline changes nothing.
    expect(transition(state, { type: 'offline', now: 800 }).effects).toEqual([]);
  });

  it('retries at once when the browser comes back online, but never restarts a halted channel', () => {
    const waiting = run([{ type: 'closed', now: 0, code: 1006 }], connected).state;
    expect(transition(waiting, { type: 'online' }).effects).toEqual([
      { type: 'cancel-retry' },
      { type: 'open' },
    ]);
    const halted = run([{ type: 'closed', now: 0, code: 1000 }], connected).state;
    expect(transition(halted, { type: 'online' }).effects).toEqual([]);
  });

  it('a retry that is no longer due does nothing', () => {
    expect(transition(connected, { type: 'retry-due' }).effects).toEqual([]);
  });

  it('records a failed attempt as a connection error for the details', () => {
    const starting = transition(INITIAL_CONNECTION, { type: 'start' }).state;
    expect(transition(starting, { type: 'closed', now: 1, code: 1006 }).state.problem).toEqual(
      textRef('connection.error'),
    );
    expect(run([{ type: 'closed', now: 1, code: 1006 }], connected).state.problem).toBeNull();
  });

  it('ends in error without retrying when the channel cannot be opened at all', () => {
    const starting = transition(INITIAL_CONNECTION, { type: 'start' }).state;
    const error = textRef('connection.invalidHost');
    const { state, effects } = transition(starting, { type: 'unusable', error });
    expect(state).toMatchObject({ status: 'error', error, problem: error, retryAt: null });
    expect(effects).toEqual([{ type: 'cancel-retry' }, { type: 'dispose' }]);
    expect(notice(state, 0)).toBe('Invalid WebSocket host');
    expect(notice(state, 0, de)).toBe('Ungültiger WebSocket-Host');
  });

  it('stop forgets everything and lets go of the socket', () => {
    const { state, effects } = run([{ type: 'stop' }], connected);
    expect(state).toEqual(INITIAL_CONNECTION);
    expect(effects).toEqual([{ type: 'cancel-retry' }, { type: 'dispose' }]);
  });
});
