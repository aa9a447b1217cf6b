import type { TMessage } from '@nahbar/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineQueue, type QueueStorage } from './offline-queue';
import { Outbox, type OutboxDeps, type OutgoingMessage } from './outbox';

class FakeLive {
  connected = false;
  connectionId = 0;
  private listeners = new Set<{
    connected(info: { missedSince: number | null; connectionId: number }): void;
    disconnected(): void;
  }>();
  attach(listener: {
    connected(info: { missedSince: number | null; connectionId: number }): void;
    disconnected(): void;
  }) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  isConnected() {
    return this.connected;
  }
  connect() {
    this.connected = true;
    this.connectionId += 1;
    for (const listener of this.listeners)
      listener.connected({ missedSince: null, connectionId: this.connectionId });
  }
  drop() {
    this.connected = false;
    for (const listener of this.listeners) listener.disconnected();
  }
}

function storage(): QueueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const stored = (message: OutgoingMessage) =>
  ({ id: `s-${message.clientMessageId}`, ...message }) as unknown as TMessage;
const offlineError = () => new TypeError('Failed to fetch');

function setup(send: OutboxDeps['send'] = async (message) => stored(message), store = storage()) {
  const live = new FakeLive();
  const queue = new OfflineQueue(store, 'me');
  let n = 0;
  const deps: OutboxDeps = {
    queue,
    live,
    send: vi.fn(send),
    createId: () => `c${++n}`,
    now: () => 1000,
    onDelivered: vi.fn(),
    onRefused: vi.fn(),
  };
  const outbox = new Outbox(deps);
  outbox.start();
  return { outbox, live, queue, deps, store };
}

const text = (content: string) => ({ roomId: 'r', content, mentionedUserIds: [] });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Outbox', () => {
  it('sends at once while connected, with the queue id as clientMessageId', async () => {
    const { outbox, live, queue, deps } = setup();
    live.connect();
    outbox.send(text('hi'));
    await vi.runAllTimersAsync();
    expect(deps.send).toHaveBeenCalledWith({
      roomId: 'r',
      content: 'hi',
      mentionedUserIds: [],
      clientMessageId: 'c1',
    });
    expect(deps.onDelivered).toHaveBeenCalledTimes(1);
    expect(queue.items()).toEqual([]);
  });

  it('queues while disconnected and sends 500 ms after the next connect, in order', async () => {
    const { outbox, live, queue, deps } = setup();
    outbox.send(text('one'));
    outbox.send(text('two'));
    expect(deps.send).not.toHaveBeenCalled();
    expect(queue.pending()).toHaveLength(2);
    live.connect();
    await vi.advanceTimersByTimeAsync(499);
    expect(deps.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(vi.mocked(deps.send).mock.calls.map(([m]) => m.content)).toEqual(['one', 'two']);
    expect(queue.items()).toEqual([]);
  });

  it('keeps the queue across a reload and sends it after connecting', async () => {
    const first = setup(async () => Promise.reject(offlineError()));
    first.outbox.send(text('written offline'));
    first.outbox.stop();
    const reloaded = setup(undefined, first.store);
    reloaded.live.connect();
    await vi.runAllTimersAsync();
    expect(reloaded.deps.send).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'written offline', clientMessageId: 'c1' }),
    );
  });

  it('does not send again when the connection drops before the flush is due', async () => {
    const { outbox, live, deps } = setup();
    outbox.send(text('x'));
    live.connect();
    live.drop();
    await vi.runAllTimersAsync();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('retries a failed try with backoff while connected, then counts it failed after three', async () => {
    const { outbox, live, queue, deps } = setup(async () => Promise.reject(offlineError()));
    live.connect();
    outbox.send(text('x'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.items()[0]?.retryCount).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.items()[0]?.retryCount).toBe(2);
    await vi.advanceTimersByTimeAsync(750);
    expect(queue.items()[0]?.retryCount).toBe(3);
    await vi.runAllTimersAsync();
    expect(deps.send).toHaveBeenCalledTimes(3);
    expect(queue.failed()).toHaveLength(1);
    outbox.clearFailed();
    expect(queue.items()).toEqual([]);
  });

  it('marks a refused message failed at once and reports it', async () => {
    const refusal = Object.assign(new Error('closed'), { data: { httpStatus: 403 } });
    const { outbox, live, queue, deps } = setup(async () => Promise.reject(refusal));
    live.connect();
    outbox.send(text('x'));
    await vi.runAllTimersAsync();
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(deps.onRefused).toHaveBeenCalledWith(expect.objectContaining({ content: 'x' }), refusal);
    expect(queue.failed()).toHaveLength(1);
  });

  it('waits as long as the server asks, without counting a try, and sends nothing meanwhile', async () => {
    const limited = Object.assign(new Error('slow down'), { data: { httpStatus: 429, retryAfter: 5 } });
    let tries = 0;
    const { outbox, live, queue, deps } = setup(async (message) => {
      tries += 1;
      if (tries === 1) throw limited;
      return stored(message);
    });
    deps.now = () => Date.now();
    live.connect();
    outbox.send(text('one'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.getSnapshot()).toMatchObject({ processing: false, retryAt: Date.now() + 5000 });
    expect(queue.items()[0]?.retryCount).toBe(0);
    outbox.send(text('two'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(deps.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(vi.mocked(deps.send).mock.calls.map(([m]) => m.content)).toEqual(['one', 'one', 'two']);
    expect(queue.items()).toEqual([]);
    expect(outbox.getSnapshot().retryAt).toBeNull();
    expect(deps.onRefused).not.toHaveBeenCalled();
  });

  it('tells what it is doing', async () => {
    let release: (() => void) | undefined;
    const { outbox, live } = setup(
      (message) =>
        new Promise((resolve) => {
          release = () => resolve(stored(message));
        }),
    );
    live.connect();
    outbox.send(text('x'));
    expect(outbox.getSnapshot()).toMatchObject({ processing: true, sendingId: 'c1' });
    release?.();
    await vi.runAllTimersAsync();
    expect(outbox.getSnapshot()).toMatchObject({ processing: false, sendingId: null, items: [] });
  });
});
