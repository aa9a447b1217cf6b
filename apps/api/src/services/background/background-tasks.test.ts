import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background-tasks';

describe('background tasks', () => {
  it('runs tasks one after another in order, reports a failure and goes on', async () => {
    const errors: unknown[] = [];
    const tasks = new BackgroundTasks((error) => errors.push(error));
    const done: string[] = [];
    let releaseFirst = () => {};
    const firstGate = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    tasks.run(async () => {
      await firstGate;
      done.push('first');
    });
    tasks.run(async () => {
      throw new Error('outbox down');
    });
    tasks.run(async () => {
      done.push('third');
    });
    // Nothing after the first has run while it waits.
    await Promise.resolve();
    expect(done).toEqual([]);
    releaseFirst();
    await tasks.settled();
    expect(done).toEqual(['first', 'third']);
    expect(errors.map(String)).toEqual(['Error: outbox down']);
  });

  it('finishes what was queued on close, then takes no more', async () => {
    const tasks = new BackgroundTasks(() => {});
    const done: string[] = [];
    tasks.run(async () => {
      done.push('queued');
    });
    await tasks.close();
    tasks.run(async () => {
      done.push('late');
    });
    await tasks.settled();
    expect(done).toEqual(['queued']);
  });
});
