import { describe, expect, it } from 'vitest';
import { MemberTurns } from './member-turns';

/** A task that runs until released, recording that it started. */
function gate(started: string[], name: string) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    release: () => open(),
    task: async () => {
      started.push(name);
      await opened;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('member turns', () => {
  it("runs at most `perMember` of one member's tasks at once, the rest in arrival order", async () => {
    const turns = new MemberTurns(2);
    const started: string[] = [];
    const tasks = ['a1', 'a2', 'a3', 'a4'].map((name) => gate(started, name));
    const runs = tasks.map((t) => turns.run('a', t.task));
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    tasks[1]?.release();
    await tick();
    expect(started).toEqual(['a1', 'a2', 'a3']);
    for (const t of tasks) t.release();
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it("never makes one member wait for another's turns", async () => {
    const turns = new MemberTurns(1);
    const started: string[] = [];
    const busy = gate(started, 'a1');
    const running = turns.run('a', busy.task);
    const queued = turns.run('a', gate(started, 'a2').task);
    await turns.run('b', async () => void started.push('b1'));
    expect(started).toEqual(['a1', 'b1']);
    busy.release();
    await running;
    void queued;
  });

  it('passes a failing task on and frees its turn', async () => {
    const turns = new MemberTurns(1);
    await expect(
      turns.run('a', async () => {
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await turns.run('a', async () => 'next')).toBe('next');
  });
  it('lets the next task in when a task leaves its turn before it ends', async () => {
    const turns = new MemberTurns(1);
    const started: string[] = [];
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = turns.run('a', async (leaveTurn) => {
      started.push('a1');
      leaveTurn();
      // Leaving twice (here and when it ends) frees one turn only.
      leaveTurn();
      await held;
    });
    const gates = ['a2', 'a3'].map((name) => gate(started, name));
    const rest = gates.map((g) => turns.run('a', g.task));
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    finish();
    await first;
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    for (const g of gates) g.release();
    await Promise.all(rest);
    expect(started).toEqual(['a1', 'a2', 'a3']);
  });
});
