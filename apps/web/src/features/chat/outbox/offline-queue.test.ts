import { STORAGE_KEY_OFFLINE_QUEUE } from '@nahbar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { flushQueue, type SendOutcome } from './flush-queue';
import { OfflineQueue, type QueuedItem, type QueueStorage } from './offline-queue';

class MemoryStorage implements QueueStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const ROOM = 'room-1';
const item = (n: number) => ({
  id: `m${n}`,
  content: `text ${n}`,
  timestamp: n,
  roomId: ROOM,
  mentionedUserIds: [],
});

describe('OfflineQueue', () => {
  it('keeps items in order with a retry count of zero', () => {
    const queue = new OfflineQueue(new MemoryStorage(), 'u1');
    queue.add(item(1));
    queue.add(item(2));
    expect(queue.items().map((queued) => [queued.id, queued.retryCount, queued.type])).toEqual([
      ['m1', 0, 'message'],
      ['m2', 0, 'message'],
    ]);
  });

  it('holds at most 100 items, dropping the oldest', () => {
    const queue = new OfflineQueue(new MemoryStorage(), 'u1');
    for (let n = 1; n <= 105; n += 1) queue.add(item(n));
    expect(queue.items()).toHaveLength(100);
    expect(queue.items()[0]?.id).toBe('m6');
    expect(queue.items().at(-1)?.id).toBe('m105');
  });

  it('counts an item as failed once it has been tried three times', () => {
    const queue = new OfflineQueue(new MemoryStorage(), 'u1');
    queue.add(item(1));
    queue.recordFailure('m1');
    queue.recordFailure('m1');
    expect(queue.failed()).toEqual([]);
    expect(queue.recordFailure('m1')?.retryCount).toBe(3);
    expect(queue.failed().map((queued) => queued.id)).toEqual(['m1']);
    expect(queue.pending()).toEqual([]);
  });

  it('marks a refused item failed at once and clears the failed ones only', () => {
    const queue = new OfflineQueue(new MemoryStorage(), 'u1');
    queue.add(item(1));
    queue.add(item(2));
    queue.markFailed('m1');
    expect(queue.failed().map((queued) => queued.id)).toEqual(['m1']);
    queue.clearFailed();
    expect(queue.items().map((queued) => queued.id)).toEqual(['m2']);
  });

  it('survives a reload through the storage it was given', () => {
    const storage = new MemoryStorage();
    const first = new OfflineQueue(storage, 'u1');
    first.add(item(1));
    first.recordFailure('m1');
    const reloaded = new OfflineQueue(storage, 'u1');
    expect(reloaded.items()).toEqual(first.items());
    expect(storage.map.has(STORAGE_KEY_OFFLINE_QUEUE)).toBe(true);
    reloaded.remove('m1');
    expect(storage.map.has(STORAGE_KEY_OFFLINE_QUEUE)).toBe(false);
  });

  it("never hands one user's queue to another, and reads garbage as empty", () => {
    const storage = new MemoryStorage();
    new OfflineQueue(storage, 'u1').add(item(1));
    expect(new OfflineQueue(storage, 'u2').items()).toEqual([]);
    storage.setItem(STORAGE_KEY_OFFLINE_QUEUE, '{not json');
    expect(new OfflineQueue(storage, 'u1').items()).toEqual([]);
    storage.setItem(STORAGE_KEY_OFFLINE_QUEUE, JSON.stringify({ userId: 'u1', items: [{ id: 5 }, item(3)] }));
    expect(new OfflineQueue(storage, 'u1').items()).toEqual([]);
  });

  it('keeps working without storage, or when storage refuses to write', () => {
    const broken: QueueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    for (const storage of [null, broken]) {
      const queue = new OfflineQueue(storage, 'u1');
      queue.add(item(1));
      expect(queue.items()).toHaveLength(1);
    }
  });

  it('tells its listeners about every change', () => {
    const queue = new OfflineQueue(null, 'u1');
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.add(item(1));
    queue.recordFailure('m1');
    queue.remove('m1');
    queue.remove('m1');
    stop();
    queue.add(item(2));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('flushQueue', () => {
  function queueOf(...ns: number[]) {
    const queue = new OfflineQueue(null, 'u1');
    for (const n of ns) queue.add(item(n));
    return queue;
  }

  it('sends oldest first, one at a time, and empties the queue', async () => {
    const queue = queueOf(1, 2, 3);
    const order: string[] = [];
    const result = await flushQueue(queue, async (queued) => {
      order.push(queued.id);
      return 'sent';
    });
    expect(order).toEqual(['m1', 'm2', 'm3']);
    expect(result).toEqual({ sent: 3, stoppedAt: null });
    expect(queue.items()).toEqual([]);
  });

  it('stops at the first failure worth retrying and counts one try', async () => {
    const queue = queueOf(1, 2, 3);
    const outcomes: SendOutcome[] = ['sent', 'retry'];
    const send = vi.fn(async (_queued: QueuedItem) => outcomes.shift() ?? 'sent');
    const result = await flushQueue(queue, send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.sent).toBe(1);
    expect(result.stoppedAt?.id).toBe('m2');
    expect(queue.items().map((queued) => [queued.id, queued.retryCount])).toEqual([
      ['m2', 1],
      ['m3', 0],
    ]);
  });

  it('gives up on an item after three flushes and then skips it', async () => {
    const queue = queueOf(1);
    for (let flush = 0; flush < 3; flush += 1) await flushQueue(queue, async () => 'retry');
    expect(queue.failed().map((queued) => queued.id)).toEqual(['m1']);
    const send = vi.fn(async () => 'sent' as const);
    await flushQueue(queue, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('marks a refused item failed and carries on with the rest', async () => {
    const queue = queueOf(1, 2);
    const result = await flushQueue(queue, async (queued) => (queued.id === 'm1' ? 'refused' : 'sent'));
    expect(result).toEqual({ sent: 1, stoppedAt: null });
    expect(queue.failed().map((queued) => queued.id)).toEqual(['m1']);
  });

  it('drops stale typing signals without sending them', async () => {
    const queue = new OfflineQueue(null, 'u1');
    queue.add({ ...item(1), type: 'typing' });
    const send = vi.fn(async () => 'sent' as const);
    await flushQueue(queue, send);
    expect(send).not.toHaveBeenCalled();
    expect(queue.items()).toEqual([]);
  });
});
