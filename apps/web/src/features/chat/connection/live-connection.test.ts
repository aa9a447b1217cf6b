import { textRef } from '@nahbar/contracts';
import type { TRPCWebSocketClient, WebSocketClientOptions } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, LiveConnection, type LiveConnectionOptions } from './live-connection';

/** A stand-in for tRPC's WebSocket client: the test decides when it opens or closes. */
class FakeSocket {
  closed = false;
  wsClosed = false;
  constructor(readonly options: WebSocketClientOptions) {}
  open() {
    this.options.onOpen?.();
  }
  fail(code = 1006) {
    this.options.onClose?.({ code });
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
  get connection() {
    return {
      ws: {
        close: () => {
          this.wsClosed = true;
        },
      },
    };
  }
}

/** The page's visibility, as the test sets it. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setup(url = 'ws://test/trpc', fail?: Error, more: Partial<LiveConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const network = new EventTarget();
  const onSessionEnded = vi.fn();
  const connection = new LiveConnection({
    url,
    network,
    onSessionEnded,
    now: () => Date.now(),
    ...more,
    createClient: (options) => {
      if (fail) throw fail;
      const socket = new FakeSocket(options);
      sockets.push(socket);
      return socket as unknown as TRPCWebSocketClient;
    },
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { connection, sockets, network, onSessionEnded, last };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('LiveConnection', () => {
  it('opens on acquire and tells listeners when connected', () => {
    const { connection, last } = setup();
    const connected = vi.fn();
    connection.attach({ connected, disconnected: vi.fn() });
    connection.acquire();
    expect(connection.getState().status).toBe('connecting');
    last().open();
    expect(connection.isConnected()).toBe(true);
    expect(connected).toHaveBeenCalledWith({ missedSince: null, connectionId: 1 });
  });

  it('closes each failed attempt and retries on a fresh socket with backoff', () => {
    const { connection, sockets, last } = setup();
    connection.acquire();
    last().open();
    last().fail(1006);
    expect(sockets[0]?.closed).toBe(true);
    expect(connection.getState()).toMatchObject({ status: 'disconnected', attempt: 1 });
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(connection.getState().status).toBe('reconnecting');
  });

  it('reports when it dropped on the next connect, and ignores late news from old sockets', () => {
    const { connection, sockets, last } = setup();
    const connected = vi.fn();
    const disconnected = vi.fn();
    connection.attach({ connected, disconnected });
    connection.acquire();
    last().open();
    last().fail();
    expect(disconnected).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    sockets[0]?.fail();
    expect(connection.getState().status).toBe('reconnecting');
    last().open();
    expect(connected).toHaveBeenLastCalledWith({ missedSince: 1_000_000, connectionId: 2 });
  });

  it('keeps trying after eight failed retries, and a Reconnect starts over', () => {
    const { connection, sockets, last } = setup();
    connection.acquire();
    last().open();
    last().fail();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      untilRetry(connection);
      last().fail();
    }
    // Issue 32: no final error; the next try comes within 15 to 30 s.
    expect(connection.getState()).toMatchObject({ status: 'disconnected', attempt: 9, error: null });
    const count = sockets.length;
    vi.advanceTimersByTime(14_999);
    expect(sockets).toHaveLength(count);
    vi.advanceTimersByTime(15_001);
    expect(sockets).toHaveLength(count + 1);
    last().fail();
    connection.reconnect();
    expect(sockets).toHaveLength(count + 2);
    expect(connection.getState()).toMatchObject({ status: 'reconnecting', attempt: 0 });
  });

  it('counts an open that hangs as a failed attempt and cuts it', () => {
    const { connection, sockets } = setup();
    connection.acquire();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(sockets[0]?.wsClosed).toBe(true);
    expect(connection.getState()).toMatchObject({ status: 'disconnected', attempt: 1 });
  });

  it('drops the socket when the browser goes offline and retries at once when back online', () => {
    const { connection, sockets, network, last } = setup();
    connection.acquire();
    last().open();
    network.dispatchEvent(new Event('offline'));
    expect(sockets[0]?.closed).toBe(true);
    expect(connection.getState().status).toBe('disconnected');
    network.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
    expect(connection.getState().status).toBe('reconnecting');
  });

  it('stays down after a normal close and hands a session end to the app', () => {
    const { connection, sockets, onSessionEnded, last } = setup();
    connection.acquire();
    last().open();
    last().fail(4001);
    expect(onSessionEnded).toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('closes for good when the last holder lets go', () => {
    const { connection, sockets, last } = setup();
    const releaseA = connection.acquire();
    const releaseB = connection.acquire();
    last().open();
    releaseA();
    expect(connection.isConnected()).toBe(true);
    releaseB();
    releaseB();
    vi.advanceTimersByTime(0);
    expect(sockets[0]?.closed).toBe(true);
    expect(connection.getState().status).toBe('disconnected');
  });

  it('keeps the channel when another screen takes it up in the same tick', () => {
    const { connection, sockets, last } = setup();
    const release = connection.acquire();
    last().open();
    release();
    connection.acquire();
    vi.advanceTimersByTime(10);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closed).toBe(false);
    expect(connection.isConnected()).toBe(true);
  });

  it('gives up at once when the address is unusable or no socket can be made', () => {
    const badHost = setup('ws:///trpc');
    badHost.connection.acquire();
    expect(badHost.sockets).toHaveLength(0);
    expect(badHost.connection.getState()).toMatchObject({
      status: 'error',
      error: textRef('connection.invalidHost'),
    });
    const broken = setup('ws://test/trpc', new Error('blocked'));
    broken.connection.acquire();
    expect(broken.connection.getState().error).toEqual(textRef('connection.createFailed', 'blocked'));
    vi.advanceTimersByTime(60_000);
    expect(broken.connection.getState().status).toBe('error');
  });

  it('gives the link the open socket, starting one when there is none', () => {
    const { connection, sockets } = setup();
    const socket = connection.client();
    expect(sockets).toHaveLength(1);
    expect(connection.client()).toBe(socket);
  });
});

/** A repeatable stand-in for Math.random (Park and Miller's minimal generator). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return (state - 1) / 2_147_483_646;
  };
}

/** Moves the clock to the scheduled retry, which opens a new socket. */
function untilRetry(connection: LiveConnection) {
  const { retryAt } = connection.getState();
  if (retryAt === null) throw new Error('no retry scheduled');
  vi.advanceTimersByTime(retryAt - Date.now());
}

/** Fails every socket as soon as it is made, the way a stopped server refuses them. */
function serverDown(sockets: FakeSocket[]): () => void {
  let failed = 0;
  return () => {
    while (failed < sockets.length) {
      sockets[failed]?.fail();
      failed += 1;
    }
  };
}

describe('LiveConnection without a server (issue 32)', () => {
  it('tries for as long as the page is open: an hour later at least every 30 s, never faster than 15 s', () => {
    const { connection, sockets } = setup('ws://test/trpc', undefined, { random: seededRandom(7) });
    connection.acquire();
    const refuse = serverDown(sockets);
    const opened: number[] = [];
    for (let second = 0; second < 3600; second += 1) {
      const before = sockets.length;
      refuse();
      vi.advanceTimersByTime(1000);
      if (sockets.length > before) opened.push(Date.now());
    }
    const slowGaps = opened.slice(9).map((at, index) => at - (opened[index + 8] ?? 0));
    expect(opened.length).toBeGreaterThan(8 + 3600 / 31);
    expect(opened.length).toBeLessThan(8 + 3600 / 15);
    expect(Math.min(...slowGaps)).toBeGreaterThanOrEqual(15_000);
    expect(Math.max(...slowGaps)).toBeLessThanOrEqual(31_000);
    refuse();
    expect(connection.getState()).toMatchObject({ status: 'disconnected', error: null });
    expect(connection.getState().retryAt).not.toBeNull();
  });

  it('asks the server over HTTP after a failed slow attempt and says what it found', async () => {
    const probe = vi.fn<() => Promise<boolean>>().mockResolvedValue(false);
    const { connection, sockets } = setup('ws://test/trpc', undefined, { probe, random: () => 0 });
    connection.acquire();
    const refuse = serverDown(sockets);
    for (let step = 0; step < 8; step += 1) {
      refuse();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    refuse();
    expect(connection.getState().attempt).toBe(9);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(connection.getState().diagnosis).toBe('server-unreachable');
    probe.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(15_000);
    refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(connection.getState().diagnosis).toBe('server-answers');
  });

  it('takes a failed probe for an unreachable server', async () => {
    const probe = vi.fn<() => Promise<boolean>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { connection, sockets } = setup('ws://test/trpc', undefined, { probe });
    connection.acquire();
    const refuse = serverDown(sockets);
    for (let step = 0; step < 9; step += 1) {
      refuse();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(probe).toHaveBeenCalled();
    expect(connection.getState().diagnosis).toBe('server-unreachable');
  });

  it('says offline when the browser does, without asking the server', async () => {
    const probe = vi.fn<() => Promise<boolean>>().mockResolvedValue(false);
    const { connection, sockets } = setup('ws://test/trpc', undefined, { probe, isOnline: () => false });
    connection.acquire();
    const refuse = serverDown(sockets);
    for (let step = 0; step < 12; step += 1) {
      refuse();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(connection.getState()).toMatchObject({ diagnosis: 'offline' });
    expect(connection.getState().attempt).toBeGreaterThan(9);
    expect(probe).not.toHaveBeenCalled();
  });

  it('retries at once when the tab comes back into view, and not when it goes away', () => {
    const visibility = new FakeDocument();
    const { connection, sockets } = setup('ws://test/trpc', undefined, { visibility, random: () => 1 });
    connection.acquire();
    const refuse = serverDown(sockets);
    for (let step = 0; step < 9; step += 1) {
      refuse();
      vi.advanceTimersByTime(10_000);
    }
    refuse();
    vi.advanceTimersByTime(6000);
    const count = sockets.length;
    visibility.show('hidden');
    expect(sockets).toHaveLength(count);
    visibility.show('visible');
    expect(sockets).toHaveLength(count + 1);
    expect(connection.getState().status).toBe('reconnecting');
  });

  it('lets go of the visibility and network events with the channel', () => {
    const visibility = new FakeDocument();
    const { connection, sockets, network, last } = setup('ws://test/trpc', undefined, { visibility });
    const release = connection.acquire();
    last().fail();
    release();
    vi.advanceTimersByTime(0);
    const count = sockets.length;
    visibility.show('visible');
    network.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(count);
  });

  it('does not storm when the tab flicks into view: one try per five seconds at most', () => {
    const visibility = new FakeDocument();
    const { connection, sockets } = setup('ws://test/trpc', undefined, { visibility });
    connection.acquire();
    const refuse = serverDown(sockets);
    for (let step = 0; step < 9; step += 1) {
      refuse();
      vi.advanceTimersByTime(10_000);
    }
    refuse();
    const count = sockets.length;
    // Twenty seconds of switching tabs ten times a second.
    for (let tick = 0; tick < 200; tick += 1) {
      visibility.show(tick % 2 === 0 ? 'hidden' : 'visible');
      refuse();
      vi.advanceTimersByTime(100);
    }
    expect(sockets.length - count).toBeGreaterThan(0);
    expect(sockets.length - count).toBeLessThanOrEqual(4);
  });

  it('delivers what waited once the server is back, with no click', () => {
    const { connection, sockets, last } = setup();
    const connected = vi.fn();
    connection.attach({ connected, disconnected: vi.fn() });
    connection.acquire();
    last().open();
    const refuse = serverDown(sockets);
    last().fail();
    for (let step = 0; step < 10; step += 1) {
      refuse();
      untilRetry(connection);
    }
    // The server is back: the next scheduled try opens.
    last().open();
    expect(connection.isConnected()).toBe(true);
    expect(connected).toHaveBeenLastCalledWith({ missedSince: 1_000_000, connectionId: 2 });
  });
});
