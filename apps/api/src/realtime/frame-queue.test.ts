import { describe, expect, it } from 'vitest';
import { until } from '../../test/positive-signals';
import { FRAMES_AHEAD_LIMIT, FrameQueue } from './frame-queue';

/** A reader that records when it was paused and resumed. */
function recordingReader() {
  const log: string[] = [];
  const reader = {
    pause: (): void => void log.push('pause'),
    resume: (): void => void log.push('resume'),
  };
  return { log, reader };
}

/** Resolves once every task pushed so far has run (a last one marks the end). */
const settle = async (queue: FrameQueue) => {
  await new Promise<void>((resolve) => queue.push(async () => resolve()));
  await new Promise((resolve) => setImmediate(resolve));
};

describe('a socket frame queue', () => {
  it('serves tasks one at a time in order, and a failure does not stop the rest', async () => {
    const { reader } = recordingReader();
    const errors: unknown[] = [];
    const queue = new FrameQueue(reader, { limit: 10, onError: (error) => errors.push(error) });
    const done: number[] = [];
    let running = 0;
    let most = 0;
    for (const n of [1, 2, 3, 4]) {
      queue.push(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
        if (n === 2) throw new Error('frame 2');
        done.push(n);
      });
    }
    await settle(queue);
    expect(done).toEqual([1, 3, 4]);
    expect(most).toBe(1);
    expect(errors).toEqual([new Error('frame 2')]);
  });

  it('stops reading when `limit` tasks wait and reads again once a quarter are left', async () => {
    const { log, reader } = recordingReader();
    const queue = new FrameQueue(reader, { limit: 8, onError: () => {} });
    const waitingWhenResumed: number[] = [];
    reader.resume = () => {
      log.push('resume');
      waitingWhenResumed.push(queue.waiting);
    };
    for (let n = 0; n < 20; n += 1) queue.push(async () => {});
    expect(log).toEqual(['pause']);
    await settle(queue);
    expect(log).toEqual(['pause', 'resume']);
    expect(waitingWhenResumed[0]).toBeLessThanOrEqual(2);
  });

  it('lets other work in once a socket has held the loop for a slice, and serves cheap frames in bulk', async () => {
    const { reader } = recordingReader();
    const queue = new FrameQueue(reader, { limit: 100, onError: () => {} });
    const order: string[] = [];
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // A frame that keeps the thread, as a query of the embedded database does.
      }
    };
    queue.push(async () => {
      order.push('cheap 1');
      // Another socket's I/O or timer, due now.
      setImmediate(() => order.push('someone else'));
    });
    queue.push(async () => {
      order.push('cheap 2');
    });
    queue.push(async () => {
      order.push('slow');
      busy(10);
    });
    queue.push(async () => {
      order.push('after the slow one');
    });
    await settle(queue);
    expect(order).toEqual(['cheap 1', 'cheap 2', 'slow', 'someone else', 'after the slow one']);
  });

  it('drops waiting tasks when cleared, and reads again', async () => {
    const { log, reader } = recordingReader();
    const queue = new FrameQueue(reader, { limit: 4, onError: () => {} });
    const done: number[] = [];
    for (let n = 0; n < 6; n += 1) queue.push(async () => void done.push(n));
    queue.clear();
    queue.push(async () => void done.push(99));
    await settle(queue);
    expect(done).toEqual([0, 99]);
    expect(log).toEqual(['pause', 'resume']);
  });
  it('starts the next task once one goes ahead, follows it to its end and reports its failure', async () => {
    const { reader } = recordingReader();
    const errors: unknown[] = [];
    const queue = new FrameQueue(reader, { limit: 10, onError: (error) => errors.push(error) });
    const order: string[] = [];
    let finishFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    queue.push(async (flow) => {
      order.push('first placed');
      flow.goAhead();
      await firstHeld;
      order.push('first done');
      throw new Error('first failed late');
    });
    queue.push(async () => void order.push('second'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first placed', 'second']);
    expect(queue.busy).toBe(true);
    // A task that must come after what went ahead waits for it.
    const third = new Promise<void>((resolve) =>
      queue.push(async (flow) => {
        await flow.settled();
        order.push('third, after the first');
        resolve();
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first placed', 'second']);
    finishFirst();
    await third;
    expect(order).toEqual(['first placed', 'second', 'first done', 'third, after the first']);
    expect(errors).toEqual([new Error('first failed late')]);
    // The drain may yield once more if the task outlasted its slice of time (a busy machine).
    await until(() => !queue.busy, 'the queue at rest');
  });

  it('has at most FRAMES_AHEAD_LIMIT tasks ahead; the next waits until one of them ends', async () => {
    const { reader } = recordingReader();
    const queue = new FrameQueue(reader, { limit: 1000, onError: () => {} });
    const finishers: (() => void)[] = [];
    let started = 0;
    for (let n = 0; n <= FRAMES_AHEAD_LIMIT; n += 1) {
      queue.push(async (flow) => {
        started += 1;
        flow.goAhead();
        await new Promise<void>((resolve) => finishers.push(resolve));
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(FRAMES_AHEAD_LIMIT);
    finishers[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(FRAMES_AHEAD_LIMIT + 1);
    for (const finish of finishers) finish();
  });
});
