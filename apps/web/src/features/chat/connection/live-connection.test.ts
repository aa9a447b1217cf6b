import { textRef } from '@nahbar/contracts';
import type { TRPCWebSocketClient, WebSocketClientOptions } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, LiveConnection } from './live-connection';

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

function setup(url = 'ws://test/trpc', fail?: Error) {
  const sockets: FakeSocket[] = [];
  const network = new EventTarget();
  const onSessionEnded = vi.fn();
  const connection = new LiveConnection({
    url,
    network,
    onSessionEnded,
    now: () => Date.now(),
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

  it('ends in error after eight failed retries and a Reconnect starts over', () => {
    const { connection, sockets, last } = setup();
    connection.acquire();
    last().open();
    last().fail();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      vi.advanceTimersByTime(20_000);
      last().fail();
    }
    expect(connection.getState().status).toBe('error');
    const count = sockets.length;
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(count);
    connection.reconnect();
    expect(sockets).toHaveLength(count + 1);
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
