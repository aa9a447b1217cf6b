import { de, en, type Messages, textRef } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ConnectionEffect,
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

/** A drop at 1000 ms, then `retries` retries that each fail a millisecond later. */
function failingRetries(retries: number, jitter?: (retry: number) => number): ConnectionEvent[] {
  const events: ConnectionEvent[] = [{ type: 'closed', now: 1000, code: 1006 }];
  for (let retry = 1; retry <= retries; retry += 1) {
    events.push(
      { type: 'retry-due' },
      { type: 'closed', now: 1000 + retry, code: 1006, jitter: jitter?.(retry) },
    );
  }
  return events;
}

const delaysOf = (effects: ConnectionEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'schedule' ? [effect.delayMs] : []));

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

  it('keeps trying after the eighth failed retry, on the slow schedule, keeping the first drop time', () => {
    const { state, effects } = run(failingRetries(8), connected);
    expect(state).toMatchObject({ status: 'disconnected', attempt: 9, disconnectedAt: 1000, error: null });
    expect(state.retryAt).toBe(1008 + 22_500);
    expect(notice(state, 1008)).toBe('Still not connected. Trying again in 23s');
    expect(delaysOf(effects)).toEqual([500, 750, 1125, 1688, 2531, 3797, 5695, 8543, 22_500]);
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

  it('comes back from a service restart (1012) within its jitter, no attempt counted', () => {
    const { state, effects } = run([{ type: 'closed', now: 100, code: 1012, jitter: 0.25 }], connected);
    expect(state).toMatchObject({ status: 'connecting', attempt: 0, retryAt: 350 });
    expect(effects).toEqual([{ type: 'dispose' }, { type: 'schedule', delayMs: 250 }]);
    // No banner while it comes back: another instance is already serving.
    expect(notice(state, 200)).toBeNull();
  });

  it('stops retrying when the session has ended', () => {
    const { state, effects } = run([{ type: 'closed', now: 0, code: 4001 }], connected);
    expect(state.retryAt).toBeNull();
    expect(effects).toContainEqual({ type: 'session-ended', suspended: false });
  });

  it('a Reconnect on the slow retries or after an error starts a fresh run of quick retries', () => {
    const slow: ConnectionState = {
      ...INITIAL_CONNECTION,
      status: 'disconnected',
      attempt: 12,
      retryAt: 20_000,
      disconnectedAt: 1,
    };
    const failed: ConnectionState = {
      ...INITIAL_CONNECTION,
      status: 'error',
      attempt: 0,
      disconnectedAt: 1,
      error: textRef('connection.createFailed', 'blocked'),
    };
    for (const from of [slow, failed]) {
      const { state, effects } = run([{ type: 'start' }], from);
      expect(state).toMatchObject({ status: 'reconnecting', attempt: 0, error: null, opening: true });
      expect(effects).toEqual([{ type: 'cancel-retry' }, { type: 'open' }]);
      const again = run([{ type: 'closed', now: 50, code: 1006 }], state).state;
      expect(again).toMatchObject({ attempt: 1, retryAt: 550 });
    }
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

describe('the slow retries after the quick ones (issue 32)', () => {
  /** Waiting for the first slow retry: the drop at 1000, eight failed quick retries. */
  const slow = (jitter = 0.5) =>
    run(
      failingRetries(8, () => jitter),
      connected,
    ).state;

  it('never gives up: hundreds of failed retries later it still schedules the next one', () => {
    const { state, effects } = run(
      failingRetries(500, (retry) => (retry * 0.37) % 1),
      connected,
    );
    expect(state).toMatchObject({ status: 'disconnected', attempt: 501 });
    expect(state.retryAt).not.toBeNull();
    const delays = delaysOf(effects);
    expect(delays.slice(0, 8)).toEqual([500, 750, 1125, 1688, 2531, 3797, 5695, 8543]);
    const later = delays.slice(8);
    expect(later).toHaveLength(493);
    expect(Math.min(...later)).toBeGreaterThanOrEqual(15_000);
    expect(Math.max(...later)).toBeLessThanOrEqual(30_000);
    // Jittered: the waits differ rather than every tab coming back in step.
    expect(new Set(later).size).toBeGreaterThan(50);
  });

  it('places each slow retry in its 15 to 30 s window by the jitter drawn for it', () => {
    const waitFor = (jitter: number) =>
      delaysOf(
        run(
          failingRetries(8, () => jitter),
          connected,
        ).effects,
      ).at(-1);
    expect(waitFor(0)).toBe(15_000);
    expect(waitFor(0.5)).toBe(22_500);
    expect(waitFor(0.999_99)).toBe(30_000);
    // A broken random source cannot make it storm or stall.
    expect(waitFor(-3)).toBe(15_000);
    expect(waitFor(7)).toBe(30_000);
    expect(waitFor(Number.NaN)).toBe(22_500);
  });

  it('asks whether the server answers after each failed slow attempt, never during the quick ones', () => {
    const probes = (retries: number) =>
      run(failingRetries(retries), connected).effects.filter((effect) => effect.type === 'probe').length;
    expect(probes(7)).toBe(0);
    expect(probes(8)).toBe(1);
    expect(probes(12)).toBe(5);
  });

  it('words the banner by what the probe found, in English and German', () => {
    const waiting = slow(0);
    const at = waiting.failedAt ?? 0;
    const unreachable = transition(waiting, { type: 'probed', answered: false }).state;
    expect(unreachable.diagnosis).toBe('server-unreachable');
    expect(notice(unreachable, at)).toBe("The server can't be reached right now. Trying again in 15s");
    expect(notice(unreachable, at, de)).toBe('Der Server ist gerade nicht erreichbar. Neuer Versuch in 15 s');
    const answers = transition(waiting, { type: 'probed', answered: true }).state;
    expect(notice(answers, at + 14_200)).toBe(
      'The server answers, but the live connection fails. Trying again in 1s',
    );
    expect(notice(answers, at, de)).toBe(
      'Der Server antwortet, aber die Live-Verbindung klappt nicht. Neuer Versuch in 15 s',
    );
    expect(notice(waiting, at, de)).toBe('Noch keine Verbindung. Neuer Versuch in 15 s');
  });

  it('says offline, without a countdown, when the browser has no network, and asks no server', () => {
    const events = failingRetries(8);
    events.push({ type: 'retry-due' }, { type: 'closed', now: 2000, code: 1006, offline: true });
    const { state, effects } = run(events, connected);
    expect(state.diagnosis).toBe('offline');
    expect(effects.at(-1)).toEqual({ type: 'schedule', delayMs: 22_500 });
    expect(notice(state, 2000)).toBe("You're offline. Nahbar reconnects as soon as your network is back.");
    expect(notice(state, 2000, de)).toBe(
      'Du bist offline. Nahbar verbindet sich wieder, sobald dein Netz zurück ist.',
    );
    // A late probe does not overrule the browser's word.
    expect(transition(state, { type: 'probed', answered: false }).state.diagnosis).toBe('offline');
  });

  it('says offline during the quick attempts too, as soon as the browser does', () => {
    const waiting = run([{ type: 'closed', now: 0, code: 1006 }], connected).state;
    expect(notice(waiting, 0)).toBe('Connection lost. Retrying in 1s (1/8)');
    const offline = transition(waiting, { type: 'offline', now: 100 });
    expect(offline.effects).toEqual([]);
    expect(offline.state.retryAt).toBe(waiting.retryAt);
    expect(notice(offline.state, 100)).toBe(
      "You're offline. Nahbar reconnects as soon as your network is back.",
    );
  });

  it('back online: tries at once, a fresh run of quick attempts, no longer saying offline', () => {
    const offline = transition(slow(), { type: 'offline', now: 3000 }).state;
    const { state, effects } = transition(offline, { type: 'online' });
    expect(effects).toEqual([{ type: 'cancel-retry' }, { type: 'open' }]);
    expect(state).toMatchObject({ status: 'reconnecting', attempt: 0, diagnosis: null });
  });

  it('tries at once when the tab comes back into view, keeping its place in the schedule', () => {
    const waiting = slow();
    const { state, effects } = transition(waiting, { type: 'visible', now: (waiting.failedAt ?? 0) + 6000 });
    expect(effects).toEqual([{ type: 'open' }]);
    expect(state).toMatchObject({ status: 'reconnecting', opening: true, attempt: 9, retryAt: null });
    // It fails again: the next wait is a slow one, with a probe.
    const again = transition(state, { type: 'closed', now: 20_000, code: 1006, jitter: 0 });
    expect(again.effects).toEqual([
      { type: 'dispose' },
      { type: 'schedule', delayMs: 15_000 },
      { type: 'probe' },
    ]);
  });

  it('does not storm: a tab flicking into view tries at most once per wake gap', () => {
    let state = slow();
    let opens = 0;
    const failedAt = state.failedAt ?? 0;
    // Flicked into view every 100 ms for a minute; each attempt fails 50 ms after it starts.
    for (let now = failedAt + 100; now < failedAt + 60_000; now += 100) {
      const woken = transition(state, { type: 'visible', now });
      state = woken.state;
      if (woken.effects.some((effect) => effect.type === 'open')) {
        opens += 1;
        state = transition(state, { type: 'closed', now: now + 50, code: 1006 }).state;
      }
    }
    // 60 s / 5 s wake gap = at most 12 tries, where a try per flick would be 600.
    expect(opens).toBeGreaterThan(0);
    expect(opens).toBeLessThanOrEqual(12);
  });

  it('brings a far retry forward to the end of the wake gap rather than trying at once', () => {
    const waiting = slow(1);
    const failedAt = waiting.failedAt ?? 0;
    const early = transition(waiting, { type: 'visible', now: failedAt + 1000 });
    expect(early.effects).toEqual([{ type: 'schedule', delayMs: 4000 }]);
    expect(early.state.retryAt).toBe(failedAt + 5000);
    // Again within the gap: nothing more is scheduled.
    expect(transition(early.state, { type: 'visible', now: failedAt + 2000 }).effects).toEqual([]);
    // A quick retry due sooner than the gap is left alone.
    const quick = run([{ type: 'closed', now: 0, code: 1006 }], connected).state;
    expect(transition(quick, { type: 'visible', now: 100 }).effects).toEqual([]);
  });

  it('ignores the tab coming into view when nothing is waiting', () => {
    const opening = transition(slow(), { type: 'retry-due' }).state;
    expect(transition(opening, { type: 'visible', now: 99_999 }).effects).toEqual([]);
    expect(transition(connected, { type: 'visible', now: 99_999 }).effects).toEqual([]);
    const halted = run([{ type: 'closed', now: 0, code: 1000 }], connected).state;
    expect(transition(halted, { type: 'visible', now: 99_999 }).effects).toEqual([]);
  });

  it('drops a probe answer that comes after the channel is back or stopped', () => {
    expect(transition(connected, { type: 'probed', answered: false }).state).toBe(connected);
    expect(transition(INITIAL_CONNECTION, { type: 'probed', answered: true }).state).toBe(INITIAL_CONNECTION);
  });

  it('forgets what it knew of the cause once connected again', () => {
    const unreachable = transition(slow(), { type: 'probed', answered: false }).state;
    const back = run([{ type: 'retry-due' }, { type: 'opened' }], unreachable).state;
    expect(back).toEqual({ ...INITIAL_CONNECTION, status: 'connected' });
  });
});
